export interface CategoryInput {
  name: string;
  image: string;
}
