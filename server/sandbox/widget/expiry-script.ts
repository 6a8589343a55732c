/**
 * The one script of the card form: the expiry field inserts the "/" as people type ("12" → "12/",
 * "1229" → "12/29", "4" → "04/"), and a backspace over the slash removes it instead of putting it
 * back. Plain ES5 in the page (no bundle on the provider's side); without script the server still
 * accepts MMYY (cards.ts).
 */
export const EXPIRY_INPUT_SCRIPT = `(function () {
  var input = document.getElementById('expiry');
  if (!input) return;
  input.setAttribute('maxlength', '5');
  input.addEventListener('input', function (event) {
    var deleting = typeof event.inputType === 'string' && event.inputType.indexOf('delete') === 0;
    var digits = input.value.replace(/\\D/g, '').slice(0, 4);
    if (digits.length === 1 && digits > '1' && !deleting) digits = '0' + digits;
    var value = digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2)
      : digits.length === 2 && !deleting ? digits + '/' : digits;
    if (value !== input.value) input.value = value;
  });
})();`;
