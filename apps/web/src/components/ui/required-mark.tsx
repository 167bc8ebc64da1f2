/** The red * after the label of a field that must be filled; the control itself says it is required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-300">
      *
    </span>
  );
}
