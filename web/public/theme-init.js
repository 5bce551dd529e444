// Applies the stored theme class before React loads, so a dark-mode user never sees a white flash.
// Kept in sync with src/components/theme/theme-provider.tsx (same key, values and default).
(function () {
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('vite-ui-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch (error) {
    // Storage can be blocked (privacy settings); the default theme applies.
  }
  // A page prerendered at build time shows the icon of this choice by it (theme-cycle-button.tsx).
  document.documentElement.setAttribute('data-theme-choice', theme);
  if (theme === 'system') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.add(theme);
})();
