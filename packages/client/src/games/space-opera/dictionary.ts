/** Space Opera's dictionaries: the words of the log and prompts (messages.ts) and of the board (board-messages.ts). */
import { boardMessages } from "./board-messages.ts";
import { messages as words } from "./messages.ts";

export const messages: Record<"en" | "es", Record<string, string>> = {
  en: { ...words.en, ...boardMessages.en },
  es: { ...words.es, ...boardMessages.es },
};
