import type { useMutation, useQuery } from '@tanstack/react-query';
import { SaveChecked } from './save-checked';
import { type SavedEntry, SavedList } from './saved-list';

/** The calls of a personal list, as `catalogSavedListApi` makes them from the route table. */
export interface PersonalListApi<Item> {
  useSavedItems(): ReturnType<typeof useQuery<{ items: Item[] }>>;
  useSaveItems(): ReturnType<typeof useMutation<{ saved: number }, Error, string[]>>;
  useRemoveSavedItem(): ReturnType<typeof useMutation<unknown, Error, string>>;
}

/** The student's list of one catalogue, read and edited through its API. */
export function PersonalList<Item>({
  api,
  title,
  toEntry,
}: {
  api: PersonalListApi<Item>;
  title: string;
  toEntry(item: Item): SavedEntry;
}) {
  const list = api.useSavedItems();
  const remove = api.useRemoveSavedItem();
  return (
    <SavedList
      title={title}
      entries={(list.data?.items ?? []).map(toEntry)}
      onRemove={(id) => remove.mutate(id)}
    />
  );
}

/** "Ajouter à ma liste" for the checked rows of one catalogue. */
export function SaveToPersonalList<Item>(props: {
  api: PersonalListApi<Item>;
  ids: string[];
  clear(): void;
  noun: string;
}) {
  return (
    <SaveChecked ids={props.ids} clear={props.clear} save={props.api.useSaveItems()} noun={props.noun} />
  );
}
