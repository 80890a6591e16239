/** A step as written, in real minutes; minutes become 5-minute duration units at the end. */
export interface StepDraft {
  tool: string;
  text: string;
  minutes: number;
  /** Cooks on its own (rice simmering): the prep can be done while it does. */
  passive?: boolean;
  /** A dish's own step that mostly cooks by itself (pressure cooking, a long simmer): rice may cook alongside. */
  holds?: boolean;
  /** The knife work before the heat goes on. */
  prep?: boolean;
  /** What a step that cooks on its own is cooking (a later step that uses it waits for it). */
  subject?: string;
  /** Done while the step before cooks on its own (merged into it). */
  alongside?: boolean;
  /** For a merged step: the minutes of what cooks on its own, and of the work done alongside it. */
  background?: number;
  /** The background is something cooking on its own, so later steps may join it unasked. */
  auto?: boolean;
  branch?: number;
  /**
   * Work done while the step before it cooks on its own (the rice simmers, the pasta water boils),
   * written as its own step that starts "Meanwhile, …": the two take the longer of their times.
   */
  meanwhile?: boolean;
  /** Timer units, once settled (see timing.ts). */
  units?: number;
}
