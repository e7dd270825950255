/**
 * Stand-ins for the payment providers' hosted browser scripts, for browser tests that serve them at the real
 * addresses with `page.route` (the test machine has no internet). Each exposes the same global and calls as the
 * real script, but mounts plain labelled inputs where the provider's frames would be, and mints a token naming
 * which test card was typed, never the number (the loopback provider fakes in fake-payments.ts play test cards by it).
 * What the page called them with is kept on `window.__fakeCards` for the test to check.
 */

/** Shared by the stand-ins: the test card a number is, and a fresh token naming it. */
const TOKENS = `
  const kindOf = (digits) => digits === '4242424242424242' ? 'visa' : digits === '4000000000000002' ? 'declined' : digits === '4000002500003155' ? '3ds' : 'other';
  window.__fakeTokenCount = window.__fakeTokenCount || 0;
  const tokenFor = (prefix, digits) => prefix + '_' + kindOf(digits) + '_' + (++window.__fakeTokenCount);`

/** Where Stripe.js calls Stripe's API; a browser test routes it to the loopback fake (fake-payments.ts). */
export const STRIPE_API_ORIGIN = 'https://api.stripe.com'

/** Stripe.js v3: Stripe(key).elements().create('card'), createPaymentMethod, handleCardAction. */
export function fakeStripeJs(): string {
  return `(() => {
  const seen = (window.__fakeCards = window.__fakeCards || { calls: [] });${TOKENS}
  window.Stripe = function (publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) throw new Error('Invalid publishable key');
    seen.calls.push({ provider: 'stripe', call: 'Stripe', publishableKey });
    let number = null;
    return {
      elements() {
        return {
          create(type, options) {
            seen.calls.push({ provider: 'stripe', call: 'create', type, options });
            const handlers = {};
            return {
              on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
              mount(el) {
                const label = document.createElement('label');
                label.textContent = 'Card number';
                label.htmlFor = 'fake-stripe-card-number';
                number = document.createElement('input');
                number.id = 'fake-stripe-card-number';
                number.addEventListener('input', () => (handlers.change || []).forEach((h) => h({ complete: number.value.replace(/\\D/g, '').length >= 12, error: null })));
                el.append(label, number);
                setTimeout(() => (handlers.ready || []).forEach((h) => h()), 10);
              },
              destroy() { if (number) number.remove(); },
            };
          },
        };
      },
      async createPaymentMethod(data) {
        const digits = (number ? number.value : '').replace(/\\D/g, '');
        seen.calls.push({ provider: 'stripe', call: 'createPaymentMethod', type: data.type, name: data.billing_details && data.billing_details.name });
        if (digits.length < 12) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        return { paymentMethod: { id: tokenFor('pm_fake', digits) } };
      },
      async handleCardAction(clientSecret) {
        seen.calls.push({ provider: 'stripe', call: 'handleCardAction', clientSecret });
        const pi = String(clientSecret).split('_secret_')[0];
        // at Stripe's API host, as the real script calls it (the page's policy allows it): the test routes it to the fake
        const answer = await fetch(${JSON.stringify(STRIPE_API_ORIGIN)} + '/__stripe/3ds/' + pi + '?client_secret=' + encodeURIComponent(clientSecret), { method: 'POST' });
        return answer.ok ? { paymentIntent: { id: pi, status: 'requires_confirmation' } } : { error: { message: 'We are unable to authenticate your payment method.' } };
      },
    };
  };
})();`
}

/** Till payment.js: new PaymentJs(version).init(key, numberDivId, cvvDivId, ready) and tokenize(data, ok, fail). */
export function fakeTillPaymentJs(): string {
  return `(() => {
  const seen = (window.__fakeCards = window.__fakeCards || { calls: [] });${TOKENS}
  window.PaymentJs = function (version) {
    let number = null;
    let cvv = null;
    const field = (divId, label) => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', label);
      document.getElementById(divId).append(input);
      return input;
    };
    this.init = (key, numberDivId, cvvDivId, ready) => {
      seen.calls.push({ provider: 'till', call: 'init', key, version, numberDivId, cvvDivId });
      number = field(numberDivId, 'Card number');
      cvv = field(cvvDivId, 'Security code');
      setTimeout(() => ready(this), 10);
    };
    this.setNumberStyle = () => {};
    this.setCvvStyle = () => {};
    this.numberOn = () => {};
    this.cvvOn = () => {};
    this.tokenize = (data, ok, fail) => {
      seen.calls.push({ provider: 'till', call: 'tokenize', data });
      const digits = number.value.replace(/\\D/g, '');
      if (digits.length < 12) return fail([{ attribute: 'number', key: 'errors.invalid', message: 'Invalid card number' }]);
      if (!/^\\d{3,4}$/.test(cvv.value.trim())) return fail([{ attribute: 'cvv', key: 'errors.invalid', message: 'Invalid CVV' }]);
      ok(tokenFor('till_tok', digits), { card_holder: data.card_holder, month: data.month, year: data.year });
    };
  };
})();`
}

/** PayWay payway.js: payway.createCreditCardFrame({publishableApiKey, tokenMode: 'callback', container}, created). */
export function fakePayWayJs(): string {
  return `(() => {
  const seen = (window.__fakeCards = window.__fakeCards || { calls: [] });${TOKENS}
  window.payway = {
    createCreditCardFrame(options, created) {
      seen.calls.push({ provider: 'payway', call: 'createCreditCardFrame', publishableApiKey: options.publishableApiKey, tokenMode: options.tokenMode, container: options.container });
      const container = document.getElementById(options.container);
      if (!container) return created('An element with id ' + options.container + ' could not be found', null);
      const frame = document.createElement('div');
      frame.className = 'fake-payway-frame';
      const number = document.createElement('input');
      number.setAttribute('aria-label', 'Card number');
      frame.append(number);
      container.append(frame);
      let used = false;
      setTimeout(() => created(null, {
        getToken(callback) {
          const digits = number.value.replace(/\\D/g, '');
          if (used) return callback({ status: 400, message: 'This frame has already issued a token' }, null);
          if (digits.length < 12) return callback({ status: 422, message: 'Please check the card number' }, null);
          used = true;
          callback(null, { singleUseTokenId: tokenFor('payway_tok', digits), paymentMethod: 'creditCard' });
        },
        destroy() { frame.remove(); },
      }), 10);
    },
  };
})();`
}
