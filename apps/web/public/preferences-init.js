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
