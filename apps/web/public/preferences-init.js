// Runs before the first paint so a shopper who chose dark mode or Bengali never sees a flash of the
// other one. Keys and values match src/lib/theme.ts and src/i18n/language.ts.
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
