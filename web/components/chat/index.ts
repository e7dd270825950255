export { ChatWidget } from './ChatWidget.tsx'
export { chatStateFor, hasChat } from './chat-visibility.ts'
