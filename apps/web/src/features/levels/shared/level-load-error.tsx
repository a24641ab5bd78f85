import { Alert } from '../../../components/ui/alert';

/** Spec section 8: a level whose data cannot load says so in a red box. */
export function LevelLoadError({ detail }: { detail?: string }) {
  return (
    <Alert tone="error" className="mx-auto my-8 max-w-xl">
      Erreur de chargement
      {detail ? <span className="mt-1 block font-normal">{detail}</span> : null}
    </Alert>
  );
}
