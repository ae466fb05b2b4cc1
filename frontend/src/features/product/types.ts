/** A link to a category or sub category as products carry it (SPEC section 3). */
export interface Ref {
  _id: string;
  name: string;
}

/** SPEC section 3: Product as the API returns it. `price` is in rupees, `discount` a whole percent. */
export interface Product {
  _id: string;
  name: string;
  image: string[];
  category: Ref[];
  subCategory: Ref[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  description: string;
  more_details: Record<string, string>;
  createdAt: string;
}

/** What create takes; update takes the same plus `_id`. */
export interface ProductInput {
  name: string;
  image: string[];
  category: Ref[];
  subCategory: Ref[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  description: string;
  more_details: Record<string, string>;
}

/** One page of a paged product list, whatever the call names its paging fields. */
export interface ProductPage {
  products: Product[];
  page: number;
  totalPages: number;
  totalCount: number;
}
