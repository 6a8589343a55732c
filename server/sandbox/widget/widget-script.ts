/**
 * The payment widget the shop page loads from the sandbox (GET /sandbox/payment/widget.js), like a
 * provider's drop-in. It frames the sandbox's card form and reports the outcome through a
 * callback, accepting messages only from the sandbox origin and from its own frame.
 *
 * Shop usage:
 *   const widget = SandboxPayment.mount(element, { token, onResult({ status, paymentId }) {} });
 *   status is 'success' | 'failed' | 'invalid'; widget.unmount() removes the frame.
 */
import { sandboxPaths } from '../../../src/domain/site/sandbox-paths.ts';
import { sandboxText } from '../text.ts';
import { PAYMENT_MESSAGE_TYPE } from './payment-pages.ts';

/** The script body for a sandbox reachable at `sandboxOrigin` (the request's own origin). */
export function paymentWidgetScript(sandboxOrigin: string): string {
  const config = JSON.stringify({
    origin: sandboxOrigin,
    formPath: sandboxPaths.form,
    messageType: PAYMENT_MESSAGE_TYPE,
    title: sandboxText.cardFrameTitle,
  }).replace(/</g, '\\u003c');
  return `(function () {
  'use strict';
  var config = ${config};
  function mount(container, options) {
    var frame = document.createElement('iframe');
    frame.src = config.origin + config.formPath + '?token=' + encodeURIComponent(options.token) +
      '&origin=' + encodeURIComponent(window.location.origin);
    frame.title = config.title;
    frame.setAttribute('style', 'width:100%;min-height:30rem;border:0');
    container.replaceChildren(frame);
    function onMessage(event) {
      if (event.origin !== config.origin || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.type !== config.messageType) return;
      options.onResult({ status: data.status, paymentId: data.paymentId });
    }
    window.addEventListener('message', onMessage);
    return {
      unmount: function () {
        window.removeEventListener('message', onMessage);
        frame.remove();
      }
    };
  }
  window.SandboxPayment = { mount: mount };
})();
`;
}
