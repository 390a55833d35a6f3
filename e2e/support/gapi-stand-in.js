// Test-only stand-in for https://apis.google.com/js/api.js, which these machines cannot reach.
// Firebase's popup sign-in and the Auth Emulator's helper iframe talk through gapi.iframes: the
// app's page opens the emulator's iframe and registers 'authEvent'; the iframe registers
// 'webStorageSupport' and sends 'authEvent' when the emulator's popup relays the sign-in.
// This implements just that, over postMessage. Served by the e2e tests through a Playwright route.
(function () {
  const TAG = '__gapiStandIn';
  const FILTER = 'cross-origin-iframes';
  let nextId = 1;

  // Like gapi, a callback that throws doesn't break the channel (Firebase's webStorageSupport
  // callback always throws after answering, and relies on this).
  function safely(callback, value) {
    try {
      callback(value);
    } catch {
      // swallowed, as gapi does
    }
  }

  /** One side of the channel: `target` is the other window. */
  function channel(target) {
    const handlers = {};
    const queued = {};
    const replies = {};
    window.addEventListener('message', (event) => {
      const message = event.data;
      if (!message || message[TAG] === undefined || event.source !== target()) return;
      if (message[TAG] === 'reply') {
        const reply = replies[message.id];
        delete replies[message.id];
        if (reply) safely(reply, message.responses);
        return;
      }
      if (message[TAG] === 'send') {
        if (handlers[message.name]) answer(message);
        else (queued[message.name] = queued[message.name] || []).push(message);
      }
    });
    function answer(message) {
      Promise.resolve(handlers[message.name](message.payload)).then((response) =>
        target().postMessage({ [TAG]: 'reply', id: message.id, responses: [response] }, '*'),
      );
    }
    return {
      register(name, handler) {
        handlers[name] = handler;
        for (const message of queued[name] || []) answer(message);
        delete queued[name];
      },
      send(name, payload, callback) {
        const id = `${Date.now()}-${nextId++}`;
        replies[id] = callback || function () {};
        target().postMessage({ [TAG]: 'send', id, name, payload }, '*');
        return Promise.resolve([]);
      },
    };
  }

  function open(options, ready) {
    const frame = document.createElement('iframe');
    frame.src = options.url;
    const style = (options.attributes && options.attributes.style) || {};
    Object.assign(frame.style, style);
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    options.where.appendChild(frame);
    const link = channel(() => frame.contentWindow);
    const handle = {
      restyle: () => Promise.resolve([]),
      ping(callback) {
        return loaded.then(() => {
          if (callback) safely(callback, []);
          return [];
        });
      },
      register: link.register,
      send: link.send,
    };
    return Promise.resolve(ready ? ready(handle) : handle);
  }

  let parentLink;
  const context = {
    open,
    getParentIframe() {
      parentLink = parentLink || channel(() => window.parent);
      return parentLink;
    },
  };

  window.gapi = {
    load(_module, options) {
      const callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(() => callback && callback(), 0);
    },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: () => context },
  };

  const onload = document.currentScript && new URL(document.currentScript.src).searchParams.get('onload');
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
