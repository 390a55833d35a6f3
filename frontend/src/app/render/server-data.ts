// What a server render hands to the browser beside its HTML: the router's loader data and the API
// cache the page was rendered from. It travels as a JSON data block, which a Content Security
// Policy without inline scripts allows and the browser never runs.
import type { HydrationState } from 'react-router';

export const SERVER_DATA_ELEMENT_ID = 'server-data';

export interface ServerData {
  router: HydrationState;
  api: Record<string, unknown>;
}

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export function serverDataScript(data: ServerData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${json}</script>`;
}

export function readServerData(document: Document): ServerData | undefined {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerData) : undefined;
}
