// The stand-in Checkout for the browser tests: `new Razorpay(options).open()` shows a Pay and a
// Fail button, which post the outcome to the stand-in at `origin`.

/** The script the stand-in serves as `/v1/checkout.js`. */
export const checkoutScript = (origin: string) => `
(function () {
  function Razorpay(options) { this.options = options; this.handlers = {} }
  Razorpay.prototype.on = function (name, fn) { this.handlers[name] = fn }
  Razorpay.prototype.open = function () {
    var self = this, o = this.options
    var box = document.createElement('div')
    box.setAttribute('role', 'dialog')
    box.setAttribute('aria-label', 'Razorpay test checkout')
    box.style.cssText = 'position:fixed;inset:20% 10%;background:#fff;border:2px solid #333;padding:16px;z-index:9999'
    var p = document.createElement('p')
    p.textContent = 'Pay ' + (o.amount / 100).toFixed(2) + ' ' + o.currency + ' to ' + o.name
    box.appendChild(p)
    function button(label, outcome) {
      var b = document.createElement('button')
      b.type = 'button'
      b.textContent = label
      b.onclick = function () {
        fetch('${origin}/_test/checkout', { method: 'POST', body: JSON.stringify({ order_id: o.order_id, outcome: outcome, key: o.key }) })
          .then(function (r) { return r.json() })
          .then(function (answer) {
            box.remove()
            if (outcome === 'pay') o.handler(answer)
            else if (self.handlers['payment.failed']) self.handlers['payment.failed']({ error: { description: 'Payment was declined by the bank.' } })
          })
      }
      box.appendChild(b)
    }
    button('Pay (test)', 'pay')
    button('Fail (test)', 'fail')
    document.body.appendChild(box)
  }
  window.Razorpay = Razorpay
})();
`
