/** SPEC section 3: Sub category, linked to one or more categories. */
export interface SubCategory {
  _id: string;
  name: string;
  image: string;
  category: { _id: string; name: string }[];
}

/** What create takes; update takes the same plus `_id`. */
export interface SubCategoryInput {
  name: string;
  image: string;
  category: { _id: string; name: string }[];
}
