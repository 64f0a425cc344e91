// Stands in for theme components a unit test does not look at (logo, search, toggles).
export default function Nothing(): null {
  return null;
}
