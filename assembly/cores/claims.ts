// The command words a command core claims: its entry names them (claimWords) and coreWords
// (command.ts) hands them to the build's route table. Apart from command.ts, whose every export
// the entries re-export to the host.

export const claimed: string[] = [];

/** Names the command words (argv[0] basenames) the host should bring to this core first. */
export function claimWords(words: string[]): void {
  for (let i = 0; i < words.length; i++) claimed.push(unchecked(words[i]));
}
