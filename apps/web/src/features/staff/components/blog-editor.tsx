import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  type BlogArticleEdit,
  type BlogStatus,
  dayInFrance,
  markdownToSections,
} from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { ArticleText } from '../../../components/blog/article-text';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useSaveArticle, useStaffArticles } from '../api/blog';

const STATUS_LABELS: Record<BlogStatus, string> = { brouillon: 'Brouillon', publie: 'Publié' };

type Draft = Omit<BlogArticleEdit, 'updatedAt' | 'keyPoints' | 'editorialTodo'> & {
  keyPoints: string;
  editorialTodo: string;
  isNew: boolean;
};

const NEW_ARTICLE: Draft = {
  slug: '',
  title: '',
  description: '',
  category: 'Méthodologie',
  publishedAt: dayInFrance(),
  status: 'brouillon',
  markdown: '## Première partie\n\nVotre texte.',
  keyPoints: '',
  editorialTodo: '',
  isNew: true,
};

const toDraft = ({
  updatedAt: _updatedAt,
  keyPoints,
  editorialTodo,
  ...article
}: BlogArticleEdit): Draft => ({
  ...article,
  keyPoints: keyPoints.join('\n'),
  editorialTodo: editorialTodo.join('\n'),
  isNew: false,
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The preview draws the text exactly as the article page will. */
function Preview({ markdown }: { markdown: string }) {
  const parsed = markdownToSections(markdown);
  if ('problem' in parsed) return <Alert tone="info">{parsed.problem}</Alert>;
  return <ArticleText body={{ sections: parsed.sections, keyPoints: [], editorialTodo: [] }} />;
}

function ArticleForm({ initial, onDone }: { initial: Draft; onDone: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [reason, setReason] = useState('');
  const save = useSaveArticle();
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { slug, isNew: _isNew, ...fields } = draft;
    save.mutate(
      {
        slug,
        body: {
          ...fields,
          keyPoints: lines(draft.keyPoints),
          editorialTodo: lines(draft.editorialTodo),
          reason,
        },
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={submit} aria-label="Écrire un article" className="flex flex-col gap-4">
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      {draft.isNew ? (
        <TextField
          label="Adresse de l’article"
          hint="En minuscules et tirets : elle devient /blog/adresse."
          value={draft.slug}
          onChange={set('slug')}
        />
      ) : null}
      <TextField label="Titre" value={draft.title} onChange={set('title')} />
      <TextAreaField label="Chapeau" rows={2} value={draft.description} onChange={set('description')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Catégorie"
          options={BLOG_CATEGORIES}
          value={draft.category}
          onChange={set('category')}
        />
        <TextField
          label="Date de publication"
          type="date"
          value={draft.publishedAt}
          onChange={set('publishedAt')}
        />
        <SelectField
          label="Statut"
          options={BLOG_STATUSES}
          optionLabel={(status) => STATUS_LABELS[status as BlogStatus]}
          value={draft.status}
          onChange={set('status')}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextAreaField
          label="Texte (Markdown)"
          hint="« ## » commence une partie, une ligne vide sépare les paragraphes, « - » fait une liste."
          rows={16}
          className="font-mono"
          value={draft.markdown}
          onChange={set('markdown')}
        />
        <section aria-label="Aperçu" className="rounded-xl border-2 border-line p-4">
          <p className="mb-3 text-sm font-semibold text-ink-soft">Aperçu</p>
          <Preview markdown={draft.markdown} />
        </section>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label="Points clés (un par ligne)"
          rows={3}
          value={draft.keyPoints}
          onChange={set('keyPoints')}
        />
        <TextAreaField
          label="À faire pour l’équipe (un par ligne)"
          rows={3}
          value={draft.editorialTodo}
          onChange={set('editorialTodo')}
        />
      </div>
      <TextField
        label="Raison (gardée dans le journal)"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          Enregistrer l’article
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

/** The blog's articles as data: write in Markdown with a preview, draft or published. */
export function BlogEditor() {
  const articles = useStaffArticles();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Articles du blog</h2>
        {editing ? null : (
          <Button size="sm" onClick={() => setEditing(NEW_ARTICLE)}>
            Nouvel article
          </Button>
        )}
      </div>
      {articles.isPending ? <p role="status">Chargement…</p> : null}
      {articles.isError ? <Alert tone="error">{articles.error.message}</Alert> : null}
      {saved && !editing ? (
        <p role="status">Article enregistré{'\u202f'}: le blog public est à jour.</p>
      ) : null}
      {editing ? (
        <ArticleForm
          key={editing.slug || 'nouveau'}
          initial={editing}
          onDone={() => {
            setEditing(null);
            setSaved(true);
          }}
        />
      ) : (
        <ul aria-label="Articles du blog" className="flex flex-col gap-2">
          {articles.data?.map((article) => (
            <li
              key={article.slug}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-line p-3"
            >
              <span>
                <span className="font-semibold">{article.title}</span>
                <span className="block text-sm text-ink-soft">
                  /blog/{article.slug} · {STATUS_LABELS[article.status]}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Modifier ${article.title}`}
                onClick={() => setEditing(toDraft(article))}
              >
                Modifier
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
