/** The error a field shows under it (tied to the input by aria-describedby), or undefined. */
export const fieldError = (input: HTMLElement) =>
  document.getElementById(
    input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error')) ?? '',
  )?.textContent ?? undefined;
