// Runs before the first paint so a shopper who chose dark mode or Bengali never sees a flash of the
// other one. Keys and values match src/lib/theme.ts and src/i18n/language.ts.
(function () {
  try {
    var root = document.documentElement;
    var theme = localStorage.getItem('theme');
    var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
    if (localStorage.getItem('language') === 'bn') root.lang = 'bn';
  } catch (e) {
    // Storage can be blocked (private modes, strict settings): keep the defaults.
  }
})();
