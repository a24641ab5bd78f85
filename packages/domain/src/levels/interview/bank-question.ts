/** A question of the offline bank, with what the asker is looking for (shown after the answer). */
export interface BankQuestion {
  id: string;
  text: string;
  hint: string;
}
