/* global window, document */
// A small stand-in for Stripe.js (https://js.stripe.com/<train>/stripe.js), served by the journey
// in place of the real script, so a card payment in Stripe mode runs in the browser without the
// internet. It offers what our adapter uses: `Stripe(key).elements().create('card')` (an input
// labelled 'Card number' in the page's box, reporting `change` events like the real element) and
// `confirmCardPayment(clientSecret, { payment_method: { card, billing_details } })`, which posts to
// https://api.stripe.com/v1/payment_intents/:id/confirm as Stripe.js does (key and client secret
// in the form); the journey routes that to the test's Stripe-compatible fake server.
(function () {
  function Stripe(key) {
    return {
      _registerWrapper: function () {},
      elements: function () {
        return {
          create: function (type) {
            if (type !== 'card') throw new Error('The fake Stripe.js only has the card element.');
            var input = null;
            var listeners = [];
            var digits = function () {
              return input ? input.value.replace(/\D/g, '') : '';
            };
            return {
              mount: function (container) {
                input = document.createElement('input');
                input.setAttribute('aria-label', 'Card number');
                input.setAttribute('autocomplete', 'cc-number');
                input.addEventListener('input', function () {
                  var typed = digits();
                  var complete = typed.length === 16;
                  var error =
                    complete || typed.length === 0
                      ? undefined
                      : { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' };
                  listeners.forEach(function (listener) {
                    listener({ elementType: 'card', empty: typed.length === 0, complete: complete, error: error });
                  });
                });
                container.appendChild(input);
              },
              on: function (name, listener) {
                if (name === 'change') listeners.push(listener);
              },
              focus: function () {
                if (input) input.focus();
              },
              destroy: function () {
                if (input) input.remove();
                input = null;
              },
              _digits: digits,
            };
          },
        };
      },
      confirmCardPayment: function (clientSecret, data) {
        var id = clientSecret.split('_secret_')[0];
        var billing = data.payment_method.billing_details || {};
        var form = new URLSearchParams({
          key: key,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': data.payment_method.card._digits(),
          'payment_method_data[billing_details][name]': billing.name || '',
        });
        return fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', { method: 'POST', body: form })
          .then(function (response) {
            return response.json();
          })
          .then(function (json) {
            return json.error ? { error: json.error } : { paymentIntent: json };
          })
          .catch(function () {
            return { error: { type: 'api_connection_error', message: 'Failed to fetch' } };
          });
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
