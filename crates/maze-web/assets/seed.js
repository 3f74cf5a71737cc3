// Seeds for the pages that draw a maze from a recipe (the studio, the watch page).

/// A seed the page can hold exactly (below 2⁵³).
export function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high >>> 11) * 2 ** 32 + low;
}
