/** A learner's comment on the home page (frame §2 "user comments"); read by pages only, no API call. */
export type UserComment = {
  id: number;
  authorName: string;
  authorTitle: string;
  avatarUrl: string;
  comment: string;
};
