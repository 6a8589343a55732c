/**
 * Loading and mounting the card provider's drop-in widget. The card fields live in the provider's
 * own frame, so card data never touches the shop's page. The sandbox serves the widget from the
 * embedded server (src/domain/site/sandbox-paths.ts); a real provider replaces the script URL and keeps the
 * `mount(element, { token, onResult })` contract (server/sandbox/widget/widget-script.ts).
 */
import { sandboxPaths } from '../../domain/site/sandbox-paths.ts';

export type WidgetStatus = 'success' | 'failed' | 'invalid';

export interface WidgetResult {
  readonly status: WidgetStatus;
  readonly paymentId: string | null;
}

export interface MountedWidget {
  unmount(): void;
}

export interface PaymentWidget {
  mount(
    element: HTMLElement,
    options: { token: string; onResult(result: WidgetResult): void },
  ): MountedWidget;
}

declare global {
  interface Window {
    SandboxPayment?: PaymentWidget;
  }
}

/**
 * The widget script lives on the API host's origin, under the provider path.
 * @example widgetScriptUrl('/api', 'https://shop.ro') // 'https://shop.ro/sandbox/payment/widget.js'
 */
export function widgetScriptUrl(apiBase: string, pageOrigin: string): string {
  return new URL(sandboxPaths.widget, new URL(apiBase, pageOrigin)).href;
}

let loading: Promise<PaymentWidget> | null = null;

/** Adds the script once per page; rejects when it fails to load or defines no widget. */
export function loadPaymentWidget(src: string): Promise<PaymentWidget> {
  if (window.SandboxPayment) return Promise.resolve(window.SandboxPayment);
  loading ??= new Promise<PaymentWidget>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.SandboxPayment) resolve(window.SandboxPayment);
      else reject(new Error('payment widget script defined no widget'));
    });
    script.addEventListener('error', () => reject(new Error(`payment widget script failed: ${src}`)));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later attempt (the retry link reloads, but a remount may not) must try the network again.
    loading = null;
    throw error;
  });
  return loading;
}

/** The widget's answer, checked: anything unexpected counts as an invalid checkout. */
export function toWidgetResult(raw: unknown): WidgetResult {
  const data = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const status = data.status;
  const paymentId = typeof data.paymentId === 'string' && data.paymentId !== '' ? data.paymentId : null;
  if (status === 'success' || status === 'failed') return { status, paymentId };
  return { status: 'invalid', paymentId };
}
