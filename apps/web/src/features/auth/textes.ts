/** Texts reused across the sign-in pages (spec section 8 texts are verbatim). */
export const TEXTES = {
  loginFailed: 'Échec de connexion',
  registerFailed: "Échec d'inscription",
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  parentEmailIsOwn: 'Indique l’adresse d’un parent, pas la tienne.',
  confirmationSent: 'Email de confirmation envoyé',
  confirming: 'Validation en cours...',
  confirmed: 'Email validé',
  invalidLink: 'Lien de confirmation invalide',
  confirmationError: "Erreur lors de la validation de l'email",
  backToLogin: 'Retour à la connexion',
  forgotPassword: 'Mot de passe oublié ?',
  resend: 'Renvoyer l’e-mail de confirmation',
} as const;
