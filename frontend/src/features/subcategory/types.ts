/** What create takes; update takes the same plus `_id`. */
export interface SubCategoryInput {
  name: string;
  image: string;
  category: { _id: string; name: string }[];
}
