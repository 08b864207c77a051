import type { Adapter } from "../runtime/contract";

/** Asks on the terminal; anything but y/yes (or end of input) is no. */
export function askYesNo(adapter: Adapter, question: string): Promise<boolean> {
  adapter.write(1, new TextEncoder().encode(question));
  return new Promise((resolve) => {
    let answer = "";
    const decoder = new TextDecoder();
    const decide = () => resolve(/^y(es)?$/i.test(answer.split("\n")[0].trim()));
    // The read stays pending after the first line; the process exits when the command is done.
    adapter
      .readStdin((chunk) => {
        answer += decoder.decode(chunk, { stream: true });
        if (answer.includes("\n")) decide();
      })
      .then(decide, () => resolve(false));
  });
}
