/**
 * Space Opera's dictionaries: the words of the log and prompts (messages.ts), of the board
 * (board-messages.ts, and card-messages.ts for the short words drawn large) and the learn table's
 * reasons for suggested moves (advice-messages.ts).
 */
import { adviceMessages } from "./advice-messages.ts";
import { boardMessages } from "./board-messages.ts";
import { cardMessages } from "./card-messages.ts";
import { messages as words } from "./messages.ts";

export const messages: Record<"en" | "es", Record<string, string>> = {
  en: { ...words.en, ...boardMessages.en, ...cardMessages.en, ...adviceMessages.en },
  es: { ...words.es, ...boardMessages.es, ...cardMessages.es, ...adviceMessages.es },
};
