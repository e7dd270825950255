export { ChatWidget } from './ChatWidget.tsx'
export { chatStateFor, hasChat, isCheckoutPath } from './chat-visibility.ts'
