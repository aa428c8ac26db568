/** The table page's skeleton: the boxes each part draws into, built once (parts are refreshed independently). */
import type { App } from "../../app.ts";
import { topBar } from "../chrome.ts";
import { h, replace } from "../dom.ts";
import { type ConnectionBanner, connectionBanner } from "./banner.ts";
import { type ChatBox, type ChatHandlers, chatBox } from "./chat-box.ts";
import { speedControl } from "./title-bar.ts";

export interface TableLayout {
  title: HTMLElement;
  banner: ConnectionBanner;
  statusBar: HTMLElement;
  /** A learn table's guide (hidden elsewhere). */
  guideBox: HTMLElement;
  resultBox: HTMLElement;
  waitingBox: HTMLElement;
  sceneBox: HTMLElement;
  board: HTMLElement;
  seatsBox: HTMLElement;
  actionsBox: HTMLElement;
  logList: HTMLElement;
  chat: ChatBox;
  /** Puts the page into `root` with its words in the page's language. */
  frame(root: HTMLElement): void;
}

export function tableLayout(app: App, chat: ChatHandlers): TableLayout {
  const title = h("div", { class: "table-title" });
  const speed = speedControl(app);
  const banner = connectionBanner();
  const statusBar = h("section", { class: "status-bar", id: "status", "aria-live": "polite" });
  const guideBox = h("section", { class: "guide", id: "guide", hidden: true, "aria-live": "polite" });
  const resultBox = h("section", { class: "result", id: "result", hidden: true });
  const waitingBox = h("section", { class: "waiting", id: "waiting", hidden: true });
  const sceneBox = h("div", { class: "scene", id: "scene" });
  const board = h("section", { class: "board", id: "board" }, resultBox, waitingBox, sceneBox);
  const seatsBox = h("section", { class: "side-card seats", id: "seats" });
  const actionsBox = h("section", { class: "side-card actions", id: "actions" });
  const logList = h("ol", { class: "log-lines", id: "log" });
  const logTitle = h("h2", { class: "side-title" });
  const logBox = h("section", { class: "side-card log" }, logTitle, logList);
  const chatParts = chatBox(app, chat);
  const side = h("aside", { class: "side" }, seatsBox, actionsBox, logBox, chatParts.el);
  const main = h(
    "main",
    { class: "table-page", id: "main" },
    h("div", { class: "board-col" }, statusBar, guideBox, board),
    side,
  );
  const frame = (root: HTMLElement): void => {
    speed.relabel();
    replace(root, topBar(app, title, [speed.box]), banner.el, main);
    chatParts.relabel();
    logTitle.textContent = app.t("log.title");
  };
  return {
    title,
    banner,
    statusBar,
    guideBox,
    resultBox,
    waitingBox,
    sceneBox,
    board,
    seatsBox,
    actionsBox,
    logList,
    chat: chatParts,
    frame,
  };
}
