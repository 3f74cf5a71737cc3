// The page's theme, light or dark: the player's choice if they made one (remembered), else
// the system's. A plain script in the head, so that the first paint is already in the theme.
(() => {
  const KEY = "maze-theme";
  const system = window.matchMedia("(prefers-color-scheme: dark)");
  const chosen = () => localStorage.getItem(KEY);
  const apply = () => {
    document.documentElement.dataset.theme = chosen() ?? (system.matches ? "dark" : "light");
    const button = document.getElementById("theme");
    if (button) {
      const dark = document.documentElement.dataset.theme === "dark";
      button.setAttribute("aria-pressed", String(dark));
      button.title = dark ? "Dark theme: switch to light" : "Light theme: switch to dark";
    }
    document.dispatchEvent(new Event("themechange"));
  };
  apply();
  system.addEventListener("change", apply);
  document.addEventListener("DOMContentLoaded", () => {
    apply();
    document.getElementById("theme")?.addEventListener("click", () => {
      localStorage.setItem(KEY, document.documentElement.dataset.theme === "dark" ? "light" : "dark");
      apply();
    });
  });
})();
