// @vitest-environment jsdom
import { paymentWidgetScript } from './widget-script.ts';

const SANDBOX = 'https://cms.example';

interface SandboxPaymentApi {
  mount(el: Element, options: { token: string; onResult(result: unknown): void }): { unmount(): void };
}

function load() {
  document.body.innerHTML = '<div id="pay"></div>';
  new Function(paymentWidgetScript(SANDBOX))();
  const api = (window as unknown as { SandboxPayment: SandboxPaymentApi }).SandboxPayment;
  const results: unknown[] = [];
  const container = document.getElementById('pay');
  if (!container) throw new Error('no container');
  const widget = api.mount(container, { token: 'tok 1', onResult: (r) => results.push(r) });
  const frame = container.querySelector('iframe');
  if (!frame) throw new Error('no frame');
  const post = (data: unknown, origin: string, source: Window | null) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { frame, results, post, widget };
}

describe('payment widget script', () => {
  it('frames the sandbox card form with the token and the shop origin', () => {
    const { frame } = load();
    const shop = encodeURIComponent(window.location.origin);
    expect(frame.src).toBe(`https://cms.example/sandbox/payment/form?token=tok%201&origin=${shop}`);
    expect(frame.title).toBe('Formular de plata cu cardul');
  });

  it('reports a result posted by its own frame from the sandbox origin', () => {
    const { frame, results, post } = load();
    post({ type: 'sandbox-payment', status: 'success', paymentId: 'pay_1' }, SANDBOX, frame.contentWindow);
    expect(results).toEqual([{ status: 'success', paymentId: 'pay_1' }]);
  });

  it.each([
    ['another origin', 'https://evil.example', true, 'sandbox-payment'],
    ['another window', SANDBOX, false, 'sandbox-payment'],
    ['another message type', SANDBOX, true, 'other'],
  ])('ignores a message from %s', (_, origin, fromFrame, type) => {
    const { frame, results, post } = load();
    post({ type, status: 'success', paymentId: 'x' }, origin, fromFrame ? frame.contentWindow : window);
    expect(results).toEqual([]);
  });

  it('stops listening once unmounted', () => {
    const { frame, results, post, widget } = load();
    const source = frame.contentWindow;
    widget.unmount();
    post({ type: 'sandbox-payment', status: 'failed', paymentId: 'p' }, SANDBOX, source);
    expect(results).toEqual([]);
  });
});
