import {
  runTeacherRegisterForm,
  showNextStep,
} from '../../features/teacher-signup/controllers/teacher-register-form';
import { wakeSignUpPage } from './sign-up-page';

/** /enseignant/inscription shipped static. */
export function wake(root: HTMLElement): void {
  wakeTeacherRegisterPage(root);
}

/** The page's script, shared by the static page and the app (routes/teacher-register.tsx). */
export function wakeTeacherRegisterPage(root: HTMLElement): () => void {
  return wakeSignUpPage(root, (form, onRegistered) =>
    runTeacherRegisterForm(form, {
      onRegistered: (email) => {
        void showNextStep(root, email);
        onRegistered(email);
      },
    }),
  );
}
