// What other modules and the composition root use of the chat module (docs/architecture.md).

export { chatRoutes } from './chat.routes';
