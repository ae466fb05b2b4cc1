/** SPEC section 3: Category. `image` is a site-relative URL such as /media/category/x.webp. */
export interface Category {
  _id: string;
  name: string;
  image: string;
}

export interface CategoryInput {
  name: string;
  image: string;
}
