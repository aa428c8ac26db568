/** The replay page's skeleton: the boxes each part draws into, built once. */
import type { App } from "../../app.ts";
import { topBar } from "../chrome.ts";
import { h, replace } from "../dom.ts";

export interface ReplayLayout {
  title: HTMLElement;
  statusBar: HTMLElement;
  controls: HTMLElement;
  options: HTMLElement;
  warnBox: HTMLElement;
  resultBox: HTMLElement;
  sceneBox: HTMLElement;
  hiddenBox: HTMLElement;
  board: HTMLElement;
  seatsBox: HTMLElement;
  fairBox: HTMLElement;
  movesList: HTMLElement;
  /** Puts the page into `root` with its words in the page's language. */
  frame(root: HTMLElement, app: App): void;
}

export function replayLayout(): ReplayLayout {
  const title = h("div", { class: "table-title" });
  const statusBar = h("section", {
    class: "status-bar replay-status",
    id: "replay-status",
    "aria-live": "polite",
  });
  const controls = h("section", { class: "replay-controls", id: "replay-controls" });
  const options = h("section", { class: "replay-options", id: "replay-options" });
  const warnBox = h("section", {
    class: "replay-warning",
    id: "replay-warning",
    role: "alert",
    hidden: true,
  });
  const resultBox = h("section", { class: "result", id: "result", hidden: true });
  const sceneBox = h("div", { class: "scene", id: "scene" });
  const hiddenBox = h("section", { class: "replay-hidden", id: "replay-hidden", hidden: true });
  const board = h("section", { class: "board", id: "board" }, warnBox, resultBox, sceneBox, hiddenBox);
  const seatsBox = h("section", { class: "side-card seats", id: "seats" });
  const fairBox = h("section", { class: "side-card fair-card", id: "replay-fair" });
  const movesTitle = h("h2", { class: "side-title" });
  const movesList = h("ol", { class: "log-lines replay-moves", id: "replay-moves" });
  const movesBox = h("section", { class: "side-card log" }, movesTitle, movesList);
  const main = h(
    "main",
    { class: "table-page replay-page", id: "main", tabindex: -1 },
    h("div", { class: "board-col" }, statusBar, controls, options, board),
    h("aside", { class: "side" }, seatsBox, fairBox, movesBox),
  );
  return {
    title,
    statusBar,
    controls,
    options,
    warnBox,
    resultBox,
    sceneBox,
    hiddenBox,
    board,
    seatsBox,
    fairBox,
    movesList,
    frame(root, app) {
      replace(root, topBar(app, title), main);
      movesTitle.textContent = app.t("replay.moves");
    },
  };
}
