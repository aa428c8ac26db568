/**
 * stellar_omega's dictionaries: the words of the log and prompts (messages.ts), of the board
 * (board-messages.ts) and the learn table's reasons (advise-messages.ts).
 */
import { adviseMessages } from "./advise-messages.ts";
import { boardMessages } from "./board-messages.ts";
import { messages as words } from "./messages.ts";

export const messages: Record<"en" | "es", Record<string, string>> = {
  en: { ...words.en, ...boardMessages.en, ...adviseMessages.en },
  es: { ...words.es, ...boardMessages.es, ...adviseMessages.es },
};
