// What other modules and the composition root use of the ai-chat module (docs/architecture.md).

export { aiChatRoutes } from './ai-chat.routes';
