/**
 * One Deck Galaxy's dictionaries: the log, prompts, names and rules (messages.ts), the board's own
 * words (board-messages.ts) and the learn table's reasons (advice-messages.ts).
 */
import { adviceMessages } from "./advice-messages.ts";
import { boardMessages } from "./board-messages.ts";
import { messages as words } from "./messages.ts";

export const messages: Record<"en" | "es", Record<string, string>> = {
  en: { ...words.en, ...boardMessages.en, ...adviceMessages.en },
  es: { ...words.es, ...boardMessages.es, ...adviceMessages.es },
};
