// Runs before the first paint so a shopper who chose dark mode or Bengali never sees a flash of the
// other one. Keys and values match src/lib/theme.ts and src/i18n/language.ts.
// On a page drawn by the server it also starts the app once that page has been painted (below).
(function () {
  try {
    var root = document.documentElement;
    var theme = localStorage.getItem('theme');
    var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
    var language = localStorage.getItem('language') === 'bn' ? 'bn' : 'en';
    root.lang = language;
    // The server draws landing pages in English only for shoppers who read English (docs/decisions/023).
    document.cookie = 'lang=' + language + '; path=/; max-age=31536000; samesite=lax';
  } catch (e) {
    // Storage can be blocked (private modes, strict settings): keep the defaults.
  }
})();

// A page drawn by the server (docs/decisions/023) can be read before any script runs: the app's scripts wait
// in <template id="app-scripts"> until the browser has painted it, so they do not take the connection from the
// style sheet and the images of the first screen. They only make the page interactive (hydration).
document.addEventListener('DOMContentLoaded', function () {
  var waiting = document.getElementById('app-scripts');
  if (!waiting) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // One tag a task: asking for a script the browser already holds can take a while on a slow phone, and a
    // page that waits for input in between stays responsive.
    var tags = waiting.content.querySelectorAll('link, script');
    var next = 0;
    (function appendNext() {
      var tag = tags[next++];
      if (!tag) return;
      var copy = document.createElement(tag.localName);
      for (var j = 0; j < tag.attributes.length; j++) copy.setAttribute(tag.attributes[j].name, tag.attributes[j].value);
      document.head.appendChild(copy);
      setTimeout(appendNext, 0);
    })();
  }
  // Once the browser reports the page's first contentful paint (or, without paint timing, after the next
  // frame). A hidden tab paints nothing, so it starts at once; the timer covers a tab hidden meanwhile.
  if (document.visibilityState !== 'visible') return start();
  setTimeout(start, 3000);
  try {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return start();
    var painted = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      painted.disconnect();
      start();
    });
    painted.observe({ type: 'paint', buffered: true });
  } catch (e) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
});

// What a shopper does on a drawn page before the app has taken it over (docs/decisions/034): the page shows
// buttons, sizes and a sort well before its scripts run, and nothing listens to them yet. Links and the search
// form work as they are (plain links, a plain form); the rest is noted here, kept from reaching the app while it
// takes the page over, and replayed in order once it has (src/lib/early-input.ts takes the list).
(function () {
  var noted = [];
  var taking = true;
  var CONTROL = 'button, input, select, textarea, summary, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="option"], [role="menuitem"]';
  function drawnTarget(event) {
    var root = document.getElementById('root');
    var target = event.target;
    if (!taking || !root || root.dataset.ssr === undefined || !(target instanceof Element) || !root.contains(target)) return null;
    return target;
  }
  function note(event, entry) {
    noted.push(entry);
    // Until the list is taken, the app must not act on it as well (it would once it starts taking the page over).
    event.stopImmediatePropagation();
  }
  window.addEventListener(
    'click',
    function (event) {
      var target = drawnTarget(event);
      if (!target || target.closest('a[href]')) return;
      var control = target.closest(CONTROL);
      // A label's click is followed by the browser's own click on its control, which is noted instead.
      if (!control || (target.closest('label') && target.closest('label').control && !control.closest('label'))) return;
      // A form's submit button works without the app: the browser sends the form.
      if (control.form && control.type === 'submit' && control.form.getAttribute('action') !== null) return;
      var checkable = control.localName === 'input' && (control.type === 'radio' || control.type === 'checkbox');
      note(event, { type: 'click', target: control, checked: checkable ? control.checked : undefined });
    },
    true,
  );
  window.addEventListener(
    'change',
    function (event) {
      var target = drawnTarget(event);
      if (!target || target.localName !== 'select') return;
      note(event, { type: 'change', target: target, value: target.value });
    },
    true,
  );
  // A select's choice sends `input` first: kept from the app too, or the app, taking the page over at that moment,
  // would put the select back to what it drew before the `change` is noted.
  window.addEventListener(
    'input',
    function (event) {
      var target = drawnTarget(event);
      if (target && target.localName === 'select') event.stopImmediatePropagation();
    },
    true,
  );
  window.shopEarlyInput = {
    take: function () {
      taking = false;
      return noted.splice(0);
    },
  };
})();
