/** One Deck Galaxy's dictionaries: the log, prompts, names and rules (messages.ts) and the board's own words (board-messages.ts). */
import { boardMessages } from "./board-messages.ts";
import { messages as words } from "./messages.ts";

export const messages: Record<"en" | "es", Record<string, string>> = {
  en: { ...words.en, ...boardMessages.en },
  es: { ...words.es, ...boardMessages.es },
};
