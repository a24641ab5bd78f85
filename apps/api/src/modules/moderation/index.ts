// What other modules and the composition root use of the moderation module (docs/architecture.md).

export { maskProfanity } from './profanity';
