// Compile errors are values. `message` is complete and user-facing, position included.

export class RegexError {
  position: i32;
  message: string;

  constructor(position: i32, message: string) {
    this.position = position;
    this.message = message;
  }
}

export const LINEAR_NOTE = " (rtk's regex engine runs in linear time)";
