/**
 * The QuickBasket demo catalog as plain data: categories, sub categories and products of an Indian
 * quick-commerce grocery store. Prices are in rupees (the seed stores paise); slugs are stable and
 * derive the ids, so editing a name here does not duplicate an item on re-seed.
 */
import type { Shape } from './images.js';

export interface CategoryData {
  slug: string;
  name: string;
  /** Soft tile backdrop and the accent used for emblems and caps. */
  background: string;
  accent: string;
  /** What the category tile shows: the front object first, then left and right. */
  shapes: readonly [Shape, Shape, Shape];
  colors: readonly [string, string, string];
}

export interface SubCategoryData {
  slug: string;
  name: string;
  /** Category slugs; a few sub categories belong to two categories. */
  categories: readonly string[];
  shapes: readonly [Shape, Shape];
  colors: readonly [string, string];
}

export interface ProductData {
  slug: string;
  name: string;
  unit: string;
  /** Rupees. */
  price: number;
  /** Percent, 0–100. */
  discount: number;
  stock: number;
  description: string;
  moreDetails: Record<string, string>;
  /** Sub category slugs; the product's categories are those of its sub categories. */
  subCategories: readonly string[];
  shape: Shape;
  color: string;
}

// ---------------------------------------------------------------------------------------------
// Categories

export const CATEGORIES: readonly CategoryData[] = [
  { slug: 'vegetables-fruits', name: 'Vegetables & Fruits', background: '#e8f5e9', accent: '#43a047', shapes: ['round', 'bunch', 'long'], colors: ['#e53935', '#4caf50', '#ff9800'] },
  { slug: 'dairy-breakfast', name: 'Dairy & Breakfast', background: '#e3f2fd', accent: '#1e88e5', shapes: ['carton', 'tub', 'eggs'], colors: ['#1e88e5', '#fdd835', '#f5e6d3'] },
  { slug: 'munchies', name: 'Munchies', background: '#fff3e0', accent: '#fb8c00', shapes: ['pouch', 'pouch', 'box'], colors: ['#fdd835', '#e53935', '#8e24aa'] },
  { slug: 'cold-drinks-juices', name: 'Cold Drinks & Juices', background: '#e0f7fa', accent: '#00acc1', shapes: ['bottle', 'can', 'carton'], colors: ['#c62828', '#1565c0', '#fb8c00'] },
  { slug: 'instant-frozen-food', name: 'Instant & Frozen Food', background: '#ffebee', accent: '#e53935', shapes: ['pouch', 'box', 'tub'], colors: ['#fdd835', '#1e88e5', '#e53935'] },
  { slug: 'tea-coffee-health-drinks', name: 'Tea, Coffee & Health Drinks', background: '#efebe9', accent: '#6d4c41', shapes: ['jar', 'box', 'pouch'], colors: ['#5d4037', '#c62828', '#2e7d32'] },
  { slug: 'bakery-biscuits', name: 'Bakery & Biscuits', background: '#fff8e1', accent: '#f9a825', shapes: ['box', 'pouch', 'pouch'], colors: ['#d32f2f', '#f9a825', '#1e88e5'] },
  { slug: 'sweet-tooth', name: 'Sweet Tooth', background: '#fce4ec', accent: '#d81b60', shapes: ['bar', 'tub', 'box'], colors: ['#5e35b1', '#ec407a', '#ffb300'] },
  { slug: 'atta-rice-dal', name: 'Atta, Rice & Dal', background: '#fbe9e7', accent: '#bf7b3f', shapes: ['bag', 'pouch', 'bag'], colors: ['#e8a33d', '#8d6e63', '#c62828'] },
  { slug: 'masala-oil-more', name: 'Masala, Oil & More', background: '#fffde7', accent: '#f57f17', shapes: ['bottle', 'box', 'jar'], colors: ['#fbc02d', '#c62828', '#ef6c00'] },
  { slug: 'sauces-spreads', name: 'Sauces & Spreads', background: '#ffebee', accent: '#c62828', shapes: ['bottle', 'jar', 'jar'], colors: ['#d32f2f', '#ffa000', '#6d4c41'] },
  { slug: 'chicken-meat-fish', name: 'Chicken, Meat & Fish', background: '#fbe9e7', accent: '#d84315', shapes: ['tray', 'fish', 'eggs'], colors: ['#ef9a9a', '#90a4ae', '#f5e6d3'] },
  { slug: 'organic-healthy-living', name: 'Organic & Healthy Living', background: '#f1f8e9', accent: '#7cb342', shapes: ['jar', 'pouch', 'bar'], colors: ['#8bc34a', '#a1887f', '#ff7043'] },
  { slug: 'baby-care', name: 'Baby Care', background: '#f3e5f5', accent: '#ab47bc', shapes: ['bag', 'pump', 'tube'], colors: ['#4fc3f7', '#f8bbd0', '#ce93d8'] },
  { slug: 'pharma-wellness', name: 'Pharma & Wellness', background: '#e0f2f1', accent: '#00897b', shapes: ['box', 'bottle', 'jar'], colors: ['#26a69a', '#ef5350', '#5c6bc0'] },
  { slug: 'cleaning-essentials', name: 'Cleaning Essentials', background: '#e8eaf6', accent: '#3949ab', shapes: ['bottle', 'bag', 'pump'], colors: ['#1e88e5', '#43a047', '#fdd835'] },
  { slug: 'home-office', name: 'Home & Office', background: '#eceff1', accent: '#546e7a', shapes: ['box', 'box', 'pouch'], colors: ['#ff7043', '#42a5f5', '#66bb6a'] },
  { slug: 'personal-care', name: 'Personal Care', background: '#fce4ec', accent: '#ec407a', shapes: ['pump', 'tube', 'bottle'], colors: ['#ab47bc', '#29b6f6', '#26a69a'] },
  { slug: 'pet-care', name: 'Pet Care', background: '#fff3e0', accent: '#8d6e63', shapes: ['bag', 'can', 'pouch'], colors: ['#fbc02d', '#7e57c2', '#e53935'] },
];

// ---------------------------------------------------------------------------------------------
// Sub categories and their products

interface RowExtra {
  shape?: Shape;
  color?: string;
  /** Custom fields first; the defaults fill the rest (at most 3 in all). */
  details?: Record<string, string>;
  /** Further sub categories the product is listed in. */
  also?: string[];
}

/** [name, unit, price (₹), discount (%), stock, description, extra] */
type Row = readonly [string, string, number, number, number, string, RowExtra?];

interface SubCategorySource {
  slug: string;
  name: string;
  categories: readonly string[];
  shapes: readonly [Shape, Shape];
  colors: readonly [string, string];
  shelfLife: string;
  /** Extra default field shown for every product of the sub category (e.g. storage). */
  note?: readonly [string, string];
  rows: readonly Row[];
}

const FRESH = { note: ['Storage', 'Keep in a cool, dry place'] as const };

const SOURCES: readonly SubCategorySource[] = [
  // Vegetables & Fruits ------------------------------------------------------------------------
  {
    slug: 'fresh-vegetables', name: 'Fresh Vegetables', categories: ['vegetables-fruits'], shapes: ['round', 'long'], colors: ['#e53935', '#ff9800'], shelfLife: '3-5 days', ...FRESH,
    rows: [
      ['Onion', '1 kg', 39, 10, 120, 'Firm, dry-skinned red onions for everyday tadka, salads and gravies.', { color: '#a33b5c' }],
      ['Potato', '1 kg', 35, 0, 140, 'Versatile potatoes, great for sabzi, parathas, fries and curries.', { color: '#c9a26b' }],
      ['Tomato (Hybrid)', '500 g', 24, 0, 90, 'Juicy, tangy hybrid tomatoes picked ripe for curries and chutneys.', { color: '#e53935' }],
      ['Carrot (Orange)', '500 g', 32, 5, 60, 'Crunchy orange carrots, sweet enough for salads and gajar halwa.', { color: '#ff7a1a', shape: 'long' }],
      ['Green Capsicum', '250 g', 28, 0, 45, 'Glossy green bell peppers with a mild flavour for stir fries and pizzas.', { color: '#3d9b35' }],
      ['Cucumber (Desi)', '500 g', 30, 0, 0, 'Cool, crisp desi cucumbers for raita, salads and sandwiches.', { color: '#4e8f3a', shape: 'long' }],
      ['Lady Finger (Bhindi)', '250 g', 26, 0, 40, 'Tender okra pods, sorted to be free of strings, perfect for bhindi fry.', { color: '#5ea83f', shape: 'long' }],
      ['Brinjal (Bharta)', '1 pc (approx. 400-600 g)', 35, 0, 25, 'Large round brinjal with smooth skin, ideal for smoky baingan bharta.', { color: '#5b2a6e' }],
      ['Cauliflower', '1 pc (approx. 400-600 g)', 45, 10, 30, 'Compact, creamy-white florets for aloo gobi, pakoras and parathas.', { color: '#f3ecd8' }],
    ],
  },
  {
    slug: 'fresh-fruits', name: 'Fresh Fruits', categories: ['vegetables-fruits'], shapes: ['round', 'long'], colors: ['#e53935', '#fdd835'], shelfLife: '4-7 days', ...FRESH,
    rows: [
      ['Banana (Robusta)', '6 pcs', 45, 0, 80, 'Naturally ripened Robusta bananas, a quick energy snack for the whole family.', { color: '#f7d23e', shape: 'long' }],
      ['Shimla Apple', '4 pcs (approx. 500-600 g)', 149, 15, 50, 'Crisp, sweet apples from the orchards of Himachal Pradesh.', { color: '#d32f2f' }],
      ['Pomegranate', '2 pcs (approx. 500 g)', 129, 10, 35, 'Ruby-red, juicy arils packed with antioxidants.', { color: '#b71c1c' }],
      ['Nagpur Orange', '1 kg', 99, 0, 40, 'Sweet and tangy Nagpur oranges, easy to peel and full of vitamin C.', { color: '#fb8c00' }],
      ['Papaya (Semi Ripe)', '1 pc (approx. 800 g-1.2 kg)', 59, 0, 20, 'Semi-ripe papaya that turns sweet in a day or two, good for digestion.', { color: '#f4a233' }],
      ['Green Grapes (Seedless)', '500 g', 79, 5, 48, 'Crunchy, seedless green grapes, chilled and ready to snack on.', { color: '#9ccc65' }],
      ['Watermelon (Kiran)', '1 pc (approx. 2-3 kg)', 89, 0, 15, 'Sweet, crunchy Kiran watermelon with a deep red flesh.', { color: '#2e7d32' }],
    ],
  },
  {
    slug: 'leafy-herbs', name: 'Leafy Greens & Herbs', categories: ['vegetables-fruits'], shapes: ['bunch', 'bunch'], colors: ['#43a047', '#7cb342'], shelfLife: '2-3 days', note: ['Storage', 'Refrigerate, wrapped in a damp cloth'],
    rows: [
      ['Coriander Leaves', '100 g', 15, 0, 100, 'Fragrant fresh dhania to finish every dal, curry and chaat.', { color: '#43a047' }],
      ['Spinach (Palak)', '250 g', 25, 0, 60, 'Tender palak leaves, cleaned and bunched for palak paneer and dal.', { color: '#2e7d32' }],
      ['Mint Leaves (Pudina)', '50 g', 12, 0, 70, 'Cool, aromatic mint for chutneys, raita and mojitos.', { color: '#4caf50' }],
      ['Methi (Fenugreek) Leaves', '100 g', 18, 0, 40, 'Slightly bitter fresh methi for theplas, aloo methi and parathas.', { color: '#558b2f' }],
      ['Curry Leaves', '50 g', 10, 0, 80, 'Glossy kadi patta that gives South Indian tadka its aroma.', { color: '#33691e' }],
    ],
  },
  {
    slug: 'exotic-fruits-vegetables', name: 'Exotic Fruits & Vegetables', categories: ['vegetables-fruits', 'organic-healthy-living'], shapes: ['round', 'bunch'], colors: ['#558b2f', '#8e24aa'], shelfLife: '3-5 days', note: ['Storage', 'Refrigerate'],
    rows: [
      ['Broccoli', '1 pc (approx. 250-300 g)', 79, 10, 25, 'Tight green florets, rich in fibre, great steamed or in stir fries.', { color: '#2e7d32', shape: 'bunch' }],
      ['Hass Avocado (Imported)', '1 pc', 149, 0, 18, 'Creamy, buttery avocado for toasts, salads and guacamole.', { color: '#4e5d2c', details: { 'Country of Origin': 'Tanzania' } }],
      ['Kiwi (Green)', '3 pcs', 99, 5, 30, 'Tangy-sweet kiwis loaded with vitamin C.', { color: '#8d6e43', details: { 'Country of Origin': 'New Zealand' } }],
      ['Zucchini (Green)', '500 g', 69, 0, 18, 'Mild, tender zucchini for pastas, grills and soups.', { color: '#33691e', shape: 'long' }],
      ['Red Bell Pepper', '250 g', 59, 10, 22, 'Sweet, crunchy red capsicum that adds colour to any dish.', { color: '#d32f2f' }],
    ],
  },

  // Dairy & Breakfast --------------------------------------------------------------------------
  {
    slug: 'milk', name: 'Milk', categories: ['dairy-breakfast'], shapes: ['carton', 'pouch'], colors: ['#1e88e5', '#43a047'], shelfLife: '2 days', note: ['Storage', 'Refrigerate below 4°C'],
    rows: [
      ['Amul Taaza Toned Fresh Milk', '500 ml', 28, 0, 150, 'Pasteurised toned milk with 3% fat, perfect for tea, coffee and daily use.', { shape: 'pouch' }],
      ['Amul Gold Full Cream Fresh Milk', '500 ml', 34, 0, 120, 'Rich, creamy full cream milk with 6% fat for thick curd and desserts.', { shape: 'pouch', color: '#f9a825' }],
      ['Mother Dairy Toned Milk', '500 ml', 28, 0, 100, 'Fresh toned milk from Mother Dairy, hygienically packed.', { shape: 'pouch' }],
      ['Mother Dairy Cow Milk', '500 ml', 30, 0, 60, 'Pure cow milk, light and easy to digest.', { shape: 'pouch', color: '#43a047' }],
      ['Amul Taaza Homogenised Toned Milk (Tetra Pak)', '1 L', 76, 5, 80, 'Long-life UHT milk that stays fresh unopened for months without refrigeration.', { details: { 'Shelf Life': '6 months' } }],
      ['Akshayakalpa Organic Cow Milk', '500 ml', 45, 0, 60, 'Farm-fresh organic milk from free-grazing cows, untouched by hand.', { color: '#7cb342' }],
    ],
  },
  {
    slug: 'curd-yogurt', name: 'Curd & Yogurt', categories: ['dairy-breakfast'], shapes: ['tub', 'pouch'], colors: ['#1e88e5', '#ec407a'], shelfLife: '7 days', note: ['Storage', 'Refrigerate below 4°C'],
    rows: [
      ['Amul Masti Curd', '400 g', 35, 0, 90, 'Thick, set curd made from pasteurised toned milk.'],
      ['Mother Dairy Classic Curd', '400 g', 40, 5, 70, 'Smooth and creamy curd with a fresh, mildly sour taste.', { color: '#43a047' }],
      ['Nestle a+ Nourish Dahi', '400 g', 48, 0, 30, 'Probiotic dahi with a creamy texture, made from toned milk.'],
      ['Epigamia Greek Yogurt - Blueberry', '90 g', 55, 10, 40, 'High-protein Greek yogurt with real blueberry, a thick, creamy snack.', { color: '#5e35b1' }],
      ['Amul Masti Spiced Buttermilk', '200 ml', 15, 0, 120, 'Refreshing chaas with ginger, green chilli and spices.', { shape: 'pouch' }],
    ],
  },
  {
    slug: 'paneer-tofu', name: 'Paneer & Tofu', categories: ['dairy-breakfast'], shapes: ['tub', 'box'], colors: ['#fafafa', '#1e88e5'], shelfLife: '10 days', note: ['Storage', 'Refrigerate below 4°C'],
    rows: [
      ['Amul Malai Paneer', '200 g', 90, 0, 80, 'Soft, fresh malai paneer that stays soft after cooking.', { shape: 'box' }],
      ['Mother Dairy Fresh Paneer', '200 g', 95, 5, 50, 'Fresh paneer made from pure milk, ideal for tikka and curries.', { shape: 'box', color: '#43a047' }],
      ['Milky Mist Fresh Paneer', '500 g', 230, 10, 25, 'Vacuum-packed paneer with a rich, milky taste and firm cubes.', { color: '#1565c0' }],
      ['Urban Platter Soya Tofu', '200 g', 79, 0, 27, 'Firm, protein-rich tofu, a plant-based alternative to paneer.', { color: '#66bb6a' }],
    ],
  },
  {
    slug: 'butter-cheese', name: 'Butter & Cheese', categories: ['dairy-breakfast'], shapes: ['box', 'tub'], colors: ['#fdd835', '#1e88e5'], shelfLife: '6 months', note: ['Storage', 'Refrigerate'],
    rows: [
      ['Amul Pasteurised Butter', '100 g', 58, 0, 150, 'The utterly butterly delicious salted butter India grew up with.', { shape: 'box', color: '#fbc02d' }],
      ['Amul Cheese Slices', '200 g (10 slices)', 145, 5, 60, 'Processed cheese slices that melt perfectly in sandwiches and burgers.', { shape: 'box', color: '#fdd835' }],
      ['Britannia Cheese Cubes', '200 g', 135, 0, 35, 'Individually wrapped cheese cubes, a handy snack for tiffin boxes.', { color: '#d32f2f' }],
      ['Go Mozzarella Cheese Block', '200 g', 125, 10, 28, 'Stretchy mozzarella for homemade pizzas and pasta bakes.', { shape: 'box' }],
      ['Amul Fresh Cream', '250 ml', 66, 0, 45, 'Low-fat fresh cream for rich gravies, soups and desserts.', { shape: 'carton', details: { 'Shelf Life': '3 months' } }],
    ],
  },
  {
    slug: 'eggs', name: 'Eggs', categories: ['dairy-breakfast', 'chicken-meat-fish'], shapes: ['eggs', 'eggs'], colors: ['#f5e6d3', '#c48a5a'], shelfLife: '15 days', note: ['Storage', 'Refrigerate'],
    rows: [
      ['Farm Fresh White Eggs', '6 pcs', 48, 0, 100, 'Clean, graded white eggs from hygienic farms, rich in protein.', { color: '#f5ede0' }],
      ['Farm Fresh White Eggs', '12 pcs', 90, 5, 80, 'A dozen graded white eggs for breakfasts and baking.', { color: '#f5ede0' }],
      ['Eggoz Nutrition Brown Eggs', '6 pcs', 75, 0, 45, 'Antibiotic-free brown eggs from hens fed a herbal diet.', { color: '#c48a5a' }],
      ['Country Delight Desi Eggs', '6 pcs', 99, 10, 0, 'Free-range desi eggs with rich, golden yolks.', { color: '#d9b48f' }],
    ],
  },
  {
    slug: 'breakfast-cereals', name: 'Breakfast Cereals', categories: ['dairy-breakfast', 'organic-healthy-living'], shapes: ['box', 'pouch'], colors: ['#d32f2f', '#43a047'], shelfLife: '9 months',
    rows: [
      ["Kellogg's Corn Flakes Original", '475 g', 199, 10, 60, 'Crispy golden corn flakes, a light breakfast with iron and vitamins.', { color: '#e53935' }],
      ["Kellogg's Chocos", '375 g', 179, 5, 45, 'Chocolatey wheat scoops that turn milk into chocolate milk.', { color: '#5d4037' }],
      ['Quaker Oats', '1 kg', 199, 15, 70, 'Wholegrain rolled oats that cook in 3 minutes, high in fibre.', { shape: 'pouch', color: '#1565c0', also: ['organic-staples'] }],
      ['Saffola Masala Oats - Classic Masala', '500 g', 169, 10, 40, 'Savoury oats with Indian masala, a filling breakfast in minutes.', { shape: 'pouch', color: '#fb8c00' }],
      ['Bagrry\'s Crunchy Muesli - Fruit & Nut', '500 g', 289, 20, 25, 'Toasted muesli with real fruit and nut pieces.', { color: '#8d6e63' }],
    ],
  },
  {
    slug: 'bread-pav', name: 'Bread & Pav', categories: ['dairy-breakfast', 'bakery-biscuits'], shapes: ['pouch', 'pouch'], colors: ['#d32f2f', '#8d6e63'], shelfLife: '4 days',
    rows: [
      ['Britannia 100% Whole Wheat Bread', '450 g', 55, 0, 60, 'Soft whole wheat bread made with 100% atta, rich in fibre.', { color: '#8d6e63' }],
      ['Harvest Gold White Bread', '400 g', 45, 0, 70, 'Soft, fluffy white bread slices for toast and sandwiches.', { color: '#f9a825' }],
      ['English Oven Multigrain Bread', '400 g', 60, 5, 40, 'Hearty multigrain bread with oats, flax and sunflower seeds.', { color: '#6d4c41' }],
      ['Modern Pav', '200 g (6 pcs)', 30, 0, 15, 'Pillowy soft ladi pav for pav bhaji and vada pav.', { color: '#ff7043' }],
      ['Britannia Milk Bread', '400 g', 50, 0, 55, 'Sweet, soft bread enriched with milk, a favourite with kids.', { color: '#1e88e5' }],
    ],
  },

  // Munchies ----------------------------------------------------------------------------------
  {
    slug: 'chips-crisps', name: 'Chips & Crisps', categories: ['munchies'], shapes: ['pouch', 'can'], colors: ['#fdd835', '#1e88e5'], shelfLife: '4 months',
    rows: [
      ["Lay's India's Magic Masala Potato Chips", '52 g', 20, 0, 200, 'Thin, crispy potato chips tossed in a tangy Indian masala.', { color: '#1e63c4' }],
      ["Lay's Classic Salted Potato Chips", '52 g', 20, 0, 180, 'Golden potato chips with just the right pinch of salt.', { color: '#fdd835' }],
      ['Bingo Mad Angles Achaari Masti', '72.5 g', 20, 0, 150, 'Triangle chips with a tangy achaari masala flavour.', { color: '#f57c00' }],
      ['Pringles Sour Cream & Onion', '107 g', 115, 10, 40, 'Stackable potato crisps with a creamy onion flavour, in a can.', { shape: 'can', color: '#2e7d32' }],
      ['Kurkure Masala Munch', '90 g', 20, 0, 160, 'Crunchy corn puffs with a spicy desi masala twist.', { color: '#ef6c00' }],
      ['Too Yumm Multigrain Chips - Tomato', '54 g', 20, 5, 55, 'Baked, not fried multigrain chips with a tangy tomato flavour.', { color: '#e53935' }],
    ],
  },
  {
    slug: 'bhujia-namkeen', name: 'Bhujia & Namkeen', categories: ['munchies'], shapes: ['pouch', 'pouch'], colors: ['#c62828', '#fbc02d'], shelfLife: '6 months',
    rows: [
      ["Haldiram's Aloo Bhujia", '400 g', 110, 5, 90, 'Crispy potato and gram flour sev with mint and spices.'],
      ["Haldiram's Moong Dal", '200 g', 55, 0, 70, 'Fried salted moong dal, a light and crunchy tea-time snack.', { color: '#fbc02d' }],
      ['Bikaji Bikaneri Bhujia', '400 g', 105, 10, 60, 'Authentic Bikaneri bhujia made with moth dal and spices.', { color: '#e65100' }],
      ["Haldiram's Navratan Mixture", '400 g', 110, 0, 45, 'Nine-ingredient mixture of sev, nuts, lentils and raisins.', { color: '#6a1b9a' }],
      ['Balaji Ratlami Sev', '400 g', 90, 0, 35, 'Spicy Ratlami sev with cloves and black pepper.', { color: '#1565c0' }],
    ],
  },
  {
    slug: 'nachos-popcorn', name: 'Nachos & Popcorn', categories: ['munchies'], shapes: ['pouch', 'box'], colors: ['#ff7043', '#fdd835'], shelfLife: '6 months',
    rows: [
      ['Doritos Nacho Cheese Nachos', '75 g', 50, 0, 70, 'Bold, cheesy tortilla chips for movie nights.', { color: '#e53935' }],
      ['Cornitos Nacho Crisps - Sizzlin\' Jalapeno', '150 g', 90, 10, 35, 'Crunchy corn nachos with a fiery jalapeno kick.', { color: '#2e7d32' }],
      ['Act II Butter Lovers Microwave Popcorn', '99 g', 45, 0, 80, 'Ready in 3 minutes: buttery, fluffy popcorn from the microwave.', { shape: 'box', color: '#fbc02d' }],
      ['4700BC Caramel Popcorn', '120 g', 199, 15, 30, 'Gourmet popcorn coated in rich, crunchy caramel.', { shape: 'pouch', color: '#6d4c41' }],
    ],
  },
  {
    slug: 'healthy-snacks', name: 'Makhana & Healthy Snacks', categories: ['munchies', 'organic-healthy-living'], shapes: ['pouch', 'jar'], colors: ['#7cb342', '#ff8a65'], shelfLife: '6 months',
    rows: [
      ['Farmley Roasted Makhana - Peri Peri', '75 g', 99, 10, 50, 'Crunchy fox nuts roasted, not fried, with a spicy peri peri seasoning.', { color: '#e64a19' }],
      ['Happilo Roasted Salted Almonds', '200 g', 299, 20, 30, 'Premium California almonds roasted with a pinch of salt.', { color: '#6d4c41' }],
      ['Yoga Bar Multigrain Energy Bar', '6 x 38 g', 240, 10, 25, 'Oats, nuts and seeds bars with no added preservatives.', { shape: 'bar', color: '#ffb300', also: ['protein-supplements'] }],
      ['Roasted Chana (Unsalted)', '500 g', 89, 0, 40, 'Crunchy roasted bengal gram, a high-protein everyday snack.', { color: '#a1887f' }],
    ],
  },

  // Cold Drinks & Juices -------------------------------------------------------------------------
  {
    slug: 'soft-drinks', name: 'Soft Drinks', categories: ['cold-drinks-juices'], shapes: ['bottle', 'can'], colors: ['#c62828', '#1565c0'], shelfLife: '6 months', note: ['Serving', 'Best served chilled'],
    rows: [
      ['Coca-Cola Soft Drink', '750 ml', 40, 0, 150, 'The original cola, chilled and fizzy, for every celebration.', { color: '#c8102e' }],
      ['Thums Up Soft Drink', '750 ml', 40, 0, 150, 'Strong, fizzy cola with the thunder of a bold taste.', { color: '#1b3a6b' }],
      ['Sprite Lime Flavoured Soft Drink', '750 ml', 40, 0, 120, 'Clear lemon-lime soda that is crisp and refreshing.', { color: '#2e9e4f' }],
      ['Pepsi Soft Drink Can', '300 ml', 40, 0, 90, 'Cola in a handy can, best enjoyed ice cold.', { shape: 'can', color: '#1d4fa3' }],
      ['Limca Lime n Lemoni Soft Drink', '750 ml', 40, 5, 0, 'Cloudy lime-lemon drink with a tangy fizz.', { color: '#9ccc65' }],
    ],
  },
  {
    slug: 'fruit-juices', name: 'Fruit Juices', categories: ['cold-drinks-juices'], shapes: ['carton', 'bottle'], colors: ['#fb8c00', '#7cb342'], shelfLife: '9 months',
    rows: [
      ['Real Fruit Power Mixed Fruit Juice', '1 L', 125, 10, 60, 'A blend of nine fruits with no added preservatives.', { color: '#ef6c00' }],
      ['Tropicana 100% Orange Juice', '1 L', 135, 5, 40, '100% juice from oranges with no added sugar.', { color: '#fb8c00' }],
      ['Paper Boat Aamras', '600 ml', 70, 0, 50, 'Thick, sweet mango pulp drink just like aamras at home.', { shape: 'pouch', color: '#fbc02d' }],
      ['Maaza Mango Drink', '1.2 L', 70, 0, 80, 'Mango drink loaded with the taste of Alphonso mangoes.', { shape: 'bottle', color: '#ffb300' }],
      ['Raw Pressery Cold Pressed Coconut Water', '200 ml', 60, 0, 35, 'Natural tender coconut water, cold pressed and chilled.', { shape: 'bottle', color: '#8bc34a' }],
    ],
  },
  {
    slug: 'water-soda', name: 'Water & Soda', categories: ['cold-drinks-juices'], shapes: ['bottle', 'can'], colors: ['#4fc3f7', '#90a4ae'], shelfLife: '12 months',
    rows: [
      ['Bisleri Packaged Drinking Water', '1 L', 20, 0, 300, 'Safe packaged drinking water, purified in multiple stages.', { color: '#29b6f6' }],
      ['Kinley Club Soda', '750 ml', 20, 0, 120, 'Highly carbonated soda for mocktails and nimbu soda.', { color: '#0097a7' }],
      ['Himalayan Natural Mineral Water', '1 L', 70, 0, 40, 'Natural mineral water from the foothills of the Himalayas.', { color: '#4fc3f7' }],
      ['Schweppes Indian Tonic Water Can', '300 ml', 60, 10, 30, 'Crisp tonic water with a clean, bitter quinine finish.', { shape: 'can', color: '#ffd54f' }],
    ],
  },
  {
    slug: 'energy-drinks', name: 'Energy & Sports Drinks', categories: ['cold-drinks-juices'], shapes: ['can', 'bottle'], colors: ['#1565c0', '#ff5722'], shelfLife: '12 months',
    rows: [
      ['Red Bull Energy Drink', '250 ml', 125, 0, 70, 'Vitalises body and mind with caffeine, taurine and B vitamins.', { color: '#1e3c72' }],
      ['Monster Energy Drink - Ultra', '350 ml', 125, 5, 40, 'Zero-sugar energy drink with a light citrus taste.', { color: '#eceff1' }],
      ['Gatorade Sports Drink - Orange', '500 ml', 50, 0, 50, 'Electrolyte drink that helps rehydrate during workouts.', { shape: 'bottle', color: '#ff6d00' }],
      ['Sting Energy Drink - Berry Blast', '250 ml', 20, 0, 100, 'Fizzy berry energy drink for an instant pick-me-up.', { shape: 'bottle', color: '#d81b60' }],
    ],
  },

  // Instant & Frozen Food -----------------------------------------------------------------------
  {
    slug: 'noodles-pasta', name: 'Noodles & Pasta', categories: ['instant-frozen-food'], shapes: ['pouch', 'box'], colors: ['#fdd835', '#e53935'], shelfLife: '9 months',
    rows: [
      ['Maggi 2-Minute Masala Instant Noodles', '280 g (4 x 70 g)', 56, 0, 180, 'The much-loved masala noodles, ready in two minutes.', { color: '#f7d117' }],
      ['Yippee! Magic Masala Noodles', '240 g (4 x 60 g)', 50, 5, 90, 'Long, non-sticky noodles with a magic masala tastemaker.', { color: '#f57c00' }],
      ["Ching's Secret Schezwan Instant Noodles", '240 g (4 x 60 g)', 60, 0, 70, 'Desi Chinese noodles with a fiery schezwan kick.', { color: '#c62828' }],
      ['Sunfeast Pasta Treat - Cheese', '64 g', 25, 0, 22, 'Instant cheesy pasta ready in five minutes.', { color: '#fbc02d' }],
      ['Del Monte Penne Rigate Pasta', '500 g', 129, 15, 40, 'Durum wheat penne that holds every sauce beautifully.', { shape: 'box', color: '#1565c0' }],
    ],
  },
  {
    slug: 'frozen-snacks', name: 'Frozen Veg & Snacks', categories: ['instant-frozen-food'], shapes: ['pouch', 'box'], colors: ['#1e88e5', '#fbc02d'], shelfLife: '12 months', note: ['Storage', 'Store frozen at -18°C'],
    rows: [
      ['McCain French Fries', '420 g', 110, 10, 60, 'Crispy golden fries, ready in minutes from the freezer.', { color: '#fbc02d' }],
      ['Safal Frozen Green Peas', '500 g', 75, 0, 80, 'Sweet green peas frozen within hours of harvest.', { color: '#43a047' }],
      ['ITC Master Chef Crispy Veg Nuggets', '450 g', 199, 15, 30, 'Crumb-coated veggie nuggets, air fry or deep fry.', { color: '#e53935' }],
      ['McCain Aloo Tikki', '400 g', 99, 5, 48, 'Spiced potato tikkis for burgers and chaat.', { color: '#f9a825' }],
      ['Sumeru Veg Momos', '270 g (18 pcs)', 149, 10, 25, 'Soft steamed dumplings stuffed with mixed vegetables.', { shape: 'box', color: '#00897b' }],
    ],
  },
  {
    slug: 'ready-to-eat', name: 'Ready to Eat & Cook', categories: ['instant-frozen-food'], shapes: ['pouch', 'box'], colors: ['#e53935', '#8d6e63'], shelfLife: '12 months',
    rows: [
      ['MTR Ready to Eat Dal Makhani', '300 g', 125, 10, 50, 'Slow-cooked black lentils in butter and cream, heat and eat.', { color: '#6d4c41' }],
      ["Haldiram's Minute Khana Rajma Chawal", '300 g', 115, 0, 40, 'Rajma with steamed rice, ready in 90 seconds.', { color: '#c62828' }],
      ['Gits Ready Mix Rava Idli', '500 g', 135, 5, 35, 'Soft rava idlis with no soaking or grinding needed.', { shape: 'box', color: '#fb8c00' }],
      ['MTR Ready to Eat Poha', '160 g', 65, 0, 18, 'Tasty poha with peanuts and curry leaves, just add hot water.', { shape: 'box', color: '#fdd835' }],
    ],
  },

  // Tea, Coffee & Health Drinks -----------------------------------------------------------------
  {
    slug: 'tea', name: 'Tea', categories: ['tea-coffee-health-drinks'], shapes: ['box', 'pouch'], colors: ['#c62828', '#2e7d32'], shelfLife: '18 months',
    rows: [
      ['Tata Tea Premium', '500 g', 290, 10, 80, 'A strong blend of Assam tea leaves for the perfect desi chai.', { color: '#c62828', shape: 'pouch' }],
      ['Red Label Natural Care Tea', '500 g', 310, 15, 60, 'Tea with five ayurvedic ingredients including tulsi and ginger.', { color: '#b71c1c' }],
      ['Wagh Bakri Premium Leaf Tea', '500 g', 285, 5, 50, 'Rich, aromatic Gujarati-style tea with a strong colour.', { shape: 'pouch', color: '#2e7d32' }],
      ['Tetley Green Tea - Lemon & Honey', '30 bags', 185, 20, 35, 'Light green tea with natural lemon and honey flavour.', { color: '#7cb342' }],
      ['Taj Mahal Tea', '250 g', 175, 0, 0, 'Fine Assam tea with a rich taste and lingering aroma.', { shape: 'box', color: '#d84315' }],
    ],
  },
  {
    slug: 'coffee', name: 'Coffee', categories: ['tea-coffee-health-drinks'], shapes: ['jar', 'pouch'], colors: ['#5d4037', '#c62828'], shelfLife: '18 months',
    rows: [
      ['Nescafe Classic Instant Coffee', '100 g', 345, 5, 60, 'Rich, aromatic instant coffee made from handpicked beans.', { color: '#5b3a29' }],
      ['Bru Instant Coffee', '100 g', 285, 10, 50, 'A blend of coffee and chicory for a strong, frothy cup.', { color: '#8d2a1f' }],
      ['Nescafe Sunrise Filter Coffee Blend', '200 g', 299, 0, 30, 'Coffee-chicory blend for a smooth South Indian filter coffee.', { shape: 'pouch', color: '#c62828' }],
      ['Blue Tokai Vienna Roast Ground Coffee', '250 g', 520, 10, 27, 'Dark-roasted Arabica, ground for French press and moka pot.', { shape: 'pouch', color: '#1565c0' }],
    ],
  },
  {
    slug: 'health-drinks', name: 'Health Drinks', categories: ['tea-coffee-health-drinks'], shapes: ['jar', 'pouch'], colors: ['#6a1b9a', '#1565c0'], shelfLife: '12 months',
    rows: [
      ['Cadbury Bournvita Chocolate Health Drink', '500 g', 235, 5, 70, 'Chocolate malt drink with vitamins and minerals for growing kids.', { color: '#5e35b1', shape: 'pouch' }],
      ['Horlicks Classic Malt Health Drink', '500 g', 265, 10, 55, 'Malted health drink that supports growth and immunity.', { color: '#1565c0' }],
      ['Complan Royale Chocolate', '500 g', 299, 15, 30, 'Chocolate nutrition drink with 34 vital nutrients and protein.', { color: '#e53935' }],
      ['Boost Health Drink', '450 g', 249, 0, 40, 'Chocolate malt drink that boosts stamina for sport.', { shape: 'pouch', color: '#ef6c00' }],
    ],
  },

  // Bakery & Biscuits ----------------------------------------------------------------------------
  {
    slug: 'cookies-biscuits', name: 'Cookies & Biscuits', categories: ['bakery-biscuits'], shapes: ['pouch', 'box'], colors: ['#d32f2f', '#1565c0'], shelfLife: '6 months',
    rows: [
      ['Parle-G Gold Biscuits', '1 kg', 120, 5, 100, 'The classic glucose biscuit, now richer with more milk.', { color: '#f7c600' }],
      ['Britannia Good Day Cashew Cookies', '600 g', 120, 10, 60, 'Buttery cookies studded with crunchy cashew bits.', { color: '#f57f17' }],
      ['Oreo Chocolate Sandwich Biscuits', '120 g', 35, 0, 90, 'Chocolate cookies with a vanilla creme filling. Twist, lick, dunk!', { color: '#1a3d8f' }],
      ['Sunfeast Dark Fantasy Choco Fills', '300 g', 160, 15, 40, 'Crisp cookies with a molten chocolate centre.', { shape: 'box', color: '#3e2723' }],
      ['Britannia Marie Gold', '250 g', 40, 0, 80, 'Light, crisp tea-time biscuits with a hint of sweetness.', { color: '#c62828' }],
      ['McVitie\'s Digestive Biscuits', '250 g', 65, 0, 15, 'Wholewheat digestive biscuits high in fibre.', { color: '#d32f2f' }],
    ],
  },
  {
    slug: 'rusks-cakes', name: 'Rusks & Cakes', categories: ['bakery-biscuits'], shapes: ['pouch', 'box'], colors: ['#ff8f00', '#ec407a'], shelfLife: '4 months',
    rows: [
      ['Britannia Toastea Premium Rusk', '300 g', 55, 0, 70, 'Crunchy, golden rusks made for dunking in chai.', { color: '#e53935' }],
      ['Britannia Gobbles Fruity Fun Cake', '250 g', 75, 5, 45, 'Soft, spongy cake loaded with tutti frutti.', { shape: 'box', color: '#ec407a' }],
      ['Winkies Chocolate Swiss Roll', '200 g', 90, 10, 30, 'Chocolate sponge rolled with a creamy chocolate filling.', { shape: 'box', color: '#6d4c41' }],
      ['Bonn Milk Rusk', '250 g', 50, 0, 55, 'Light, milky rusks with a delicate crunch.', { color: '#1e88e5' }],
    ],
  },

  // Sweet Tooth ---------------------------------------------------------------------------------
  {
    slug: 'chocolates', name: 'Chocolates', categories: ['sweet-tooth'], shapes: ['bar', 'box'], colors: ['#5e35b1', '#c62828'], shelfLife: '12 months', note: ['Storage', 'Store below 25°C'],
    rows: [
      ['Cadbury Dairy Milk Chocolate Bar', '50 g', 50, 0, 150, 'The classic milk chocolate, smooth and creamy in every bite.', { color: '#4b1f6f' }],
      ['Cadbury Dairy Milk Silk Chocolate', '60 g', 90, 5, 90, 'Extra smooth, melt-in-the-mouth Silk chocolate.', { color: '#5e2a84' }],
      ['Nestle KitKat 4 Finger Chocolate Wafer', '37.3 g', 40, 0, 120, 'Crispy wafer fingers covered in milk chocolate. Have a break!', { color: '#d50000' }],
      ['Amul Dark Chocolate 55% Cocoa', '150 g', 125, 10, 60, 'Rich dark chocolate with 55% cocoa solids.', { color: '#3e2723' }],
      ['Ferrero Rocher Chocolates', '16 pcs (200 g)', 699, 15, 25, 'Whole hazelnut wrapped in chocolate, wafer and nuts.', { shape: 'box', color: '#8d6e63' }],
      ['Cadbury 5 Star Chocolate Bar', '40 g', 20, 0, 0, 'Chewy caramel and nougat wrapped in chocolate.', { color: '#fbc02d' }],
    ],
  },
  {
    slug: 'indian-sweets', name: 'Indian Sweets', categories: ['sweet-tooth'], shapes: ['can', 'box'], colors: ['#ff8f00', '#d81b60'], shelfLife: '6 months',
    rows: [
      ["Haldiram's Rasgulla", '1 kg', 210, 10, 50, 'Spongy cottage cheese balls soaked in light sugar syrup.', { color: '#e53935' }],
      ["Haldiram's Gulab Jamun", '1 kg', 220, 10, 45, 'Soft, melt-in-the-mouth jamuns in rose-flavoured syrup.', { color: '#6d4c41' }],
      ['Haldiram\'s Soan Papdi', '500 g', 140, 5, 40, 'Flaky, melt-in-mouth soan papdi with cardamom.', { shape: 'box', color: '#ff8f00' }],
      ['Bikano Kaju Katli', '250 g', 285, 0, 25, 'Thin diamond-cut cashew fudge with silver varq.', { shape: 'box', color: '#9e9e9e' }],
    ],
  },
  {
    slug: 'ice-creams', name: 'Ice Creams & Frozen Desserts', categories: ['sweet-tooth', 'instant-frozen-food'], shapes: ['tub', 'tub'], colors: ['#ec407a', '#1e88e5'], shelfLife: '12 months', note: ['Storage', 'Store frozen at -18°C'],
    rows: [
      ['Amul Vanilla Magic Ice Cream', '1 L', 199, 5, 40, 'Creamy vanilla ice cream made with real milk.', { color: '#fff3c4' }],
      ['Kwality Wall\'s Cornetto Double Chocolate', '105 ml', 50, 0, 60, 'Crispy cone filled with chocolate ice cream and a chocolate tip.', { shape: 'bar', color: '#5d4037' }],
      ['Havmor Butterscotch Ice Cream Tub', '700 ml', 180, 10, 30, 'Rich butterscotch ice cream with crunchy praline bits.', { color: '#ffb300' }],
      ['Baskin Robbins Mississippi Mud Ice Cream', '450 ml', 299, 15, 44, 'Chocolate ice cream with fudge ribbons and chocolate chips.', { color: '#4e342e' }],
    ],
  },

  // Atta, Rice & Dal ----------------------------------------------------------------------------
  {
    slug: 'atta-flours', name: 'Atta & Flours', categories: ['atta-rice-dal'], shapes: ['bag', 'bag'], colors: ['#e8a33d', '#8d6e63'], shelfLife: '4 months',
    rows: [
      ['Aashirvaad Shudh Chakki Atta', '5 kg', 270, 10, 90, '100% whole wheat atta for soft, fluffy rotis.', { color: '#e8a33d' }],
      ['Fortune Chakki Fresh Atta', '5 kg', 245, 5, 60, 'Chakki-ground whole wheat flour for nutritious rotis.', { color: '#f0b323' }],
      ['Pillsbury Chakki Fresh Atta', '5 kg', 260, 15, 40, 'Stone-ground atta that keeps rotis soft for hours.', { color: '#1565c0' }],
      ['Rajdhani Besan', '500 g', 65, 0, 70, 'Fine gram flour for pakoras, kadhi and ladoos.', { shape: 'pouch', color: '#fbc02d' }],
      ['Tata Sampann Maida', '1 kg', 62, 0, 35, 'Refined wheat flour for baking, naans and snacks.', { shape: 'pouch', color: '#e0e0e0' }],
    ],
  },
  {
    slug: 'rice', name: 'Rice & Rice Products', categories: ['atta-rice-dal'], shapes: ['bag', 'pouch'], colors: ['#c62828', '#2e7d32'], shelfLife: '12 months',
    rows: [
      ['India Gate Basmati Rice - Classic', '1 kg', 185, 10, 70, 'Extra-long, aromatic basmati rice aged for fluffy biryanis.', { color: '#b71c1c' }],
      ['Daawat Rozana Super Basmati Rice', '5 kg', 499, 20, 40, 'Everyday basmati rice with long grains and a mild aroma.', { color: '#2e7d32' }],
      ['Fortune Sona Masoori Rice', '5 kg', 395, 5, 35, 'Light, aromatic sona masoori rice for South Indian meals.', { color: '#f9a825' }],
      ['Kohinoor Super Silver Basmati Rice', '1 kg', 155, 0, 30, 'Fragrant basmati rice for pulao and jeera rice.', { color: '#455a64' }],
      ['Poha (Thick)', '500 g', 45, 0, 22, 'Thick flattened rice for kanda poha and chivda.', { shape: 'pouch', color: '#f5e6d3' }],
    ],
  },
  {
    slug: 'dals-pulses', name: 'Dals & Pulses', categories: ['atta-rice-dal'], shapes: ['pouch', 'bag'], colors: ['#ffb300', '#c62828'], shelfLife: '9 months',
    rows: [
      ['Tata Sampann Unpolished Toor Dal', '1 kg', 189, 10, 80, 'Unpolished arhar dal that retains its natural protein.', { color: '#ffb300' }],
      ['Tata Sampann Moong Dal', '500 g', 85, 5, 60, 'Split yellow moong dal, light and quick to cook.', { color: '#fdd835' }],
      ['Fortune Chana Dal', '1 kg', 110, 0, 50, 'Cleaned and sorted chana dal for dal fry and snacks.', { color: '#ff8f00' }],
      ['Organic Tattva Rajma Chitra', '500 g', 115, 10, 25, 'Organic speckled kidney beans for creamy rajma.', { color: '#8d2a1f', also: ['organic-staples'] }],
      ['Kabuli Chana (White Chickpeas)', '1 kg', 155, 0, 0, 'Large white chickpeas for chole and hummus.', { color: '#d7b98e' }],
    ],
  },
  {
    slug: 'sugar-salt-jaggery', name: 'Sugar, Salt & Jaggery', categories: ['atta-rice-dal', 'masala-oil-more'], shapes: ['pouch', 'box'], colors: ['#1e88e5', '#c62828'], shelfLife: '12 months',
    rows: [
      ['Madhur Pure & Hygienic Sugar', '1 kg', 52.5, 0, 120, 'Sulphur-free refined sugar, untouched by hand.', { color: '#1e88e5' }],
      ['Tata Salt Iodised', '1 kg', 27.5, 0, 200, 'Vacuum-evaporated iodised salt, desh ka namak.', { color: '#1565c0' }],
      ['Organic Jaggery Powder', '500 g', 85, 10, 40, 'Chemical-free jaggery powder, a wholesome sugar substitute.', { color: '#8d6e63', also: ['organic-staples'] }],
      ['Tata Sampann Rock Salt (Sendha Namak)', '1 kg', 65, 5, 45, 'Pink rock salt for fasting and everyday cooking.', { color: '#f48fb1' }],
      ['Dhampure Brown Sugar', '500 g', 75, 0, 18, 'Soft brown sugar with a light caramel flavour for baking.', { shape: 'box', color: '#8d6e63' }],
    ],
  },

  // Masala, Oil & More --------------------------------------------------------------------------
  {
    slug: 'cooking-oils', name: 'Cooking Oils', categories: ['masala-oil-more'], shapes: ['bottle', 'pouch'], colors: ['#fbc02d', '#2e7d32'], shelfLife: '9 months',
    rows: [
      ['Fortune Sunlite Refined Sunflower Oil', '1 L', 165, 10, 90, 'Light, healthy sunflower oil rich in vitamins A and D.', { color: '#f0b323', shape: 'pouch' }],
      ['Saffola Gold Refined Cooking Oil', '1 L', 199, 15, 60, 'Blended rice bran and sunflower oil for a healthy heart.', { color: '#ffb300' }],
      ['Fortune Kachi Ghani Mustard Oil', '1 L', 175, 5, 70, 'Pungent cold-pressed mustard oil for authentic flavour.', { color: '#f9a825' }],
      ['Figaro Extra Virgin Olive Oil', '500 ml', 699, 20, 20, 'Cold-extracted olive oil for dressings and light cooking.', { color: '#2e7d32', details: { 'Country of Origin': 'Spain' } }],
      ['Parachute Coconut Oil (Edible)', '500 ml', 210, 0, 60, '100% pure edible coconut oil for South Indian cooking.', { color: '#1565c0' }],
    ],
  },
  {
    slug: 'ghee', name: 'Ghee & Vanaspati', categories: ['masala-oil-more', 'dairy-breakfast'], shapes: ['jar', 'pouch'], colors: ['#fdd835', '#43a047'], shelfLife: '9 months',
    rows: [
      ['Amul Pure Ghee', '1 L', 650, 5, 50, 'Pure cow and buffalo milk ghee with a rich, granular texture.', { color: '#f9d55b' }],
      ['Patanjali Cow Ghee', '1 L', 625, 0, 40, 'Desi cow ghee made the traditional way.', { color: '#ffc107' }],
      ['Mother Dairy Cow Ghee', '500 ml', 330, 10, 35, 'Aromatic cow ghee for tadka, rotis and sweets.', { shape: 'pouch', color: '#43a047' }],
      ['Dalda Vanaspati', '1 L', 160, 0, 27, 'Hydrogenated vegetable fat for deep frying and halwai-style sweets.', { shape: 'can', color: '#2e7d32' }],
    ],
  },
  {
    slug: 'masalas-spices', name: 'Masalas & Spices', categories: ['masala-oil-more'], shapes: ['box', 'pouch'], colors: ['#c62828', '#ef6c00'], shelfLife: '12 months',
    rows: [
      ['Everest Garam Masala', '100 g', 85, 0, 70, 'A robust blend of 13 spices for rich North Indian gravies.', { color: '#c62828' }],
      ['MDH Kitchen King Masala', '100 g', 90, 5, 60, 'The king of masalas for everyday vegetables and curries.', { color: '#d84315' }],
      ['Catch Turmeric Powder', '200 g', 68, 0, 80, 'Bright yellow haldi with high curcumin content.', { shape: 'pouch', color: '#fbc02d' }],
      ['Everest Kashmiri Lal Chilli Powder', '100 g', 75, 0, 50, 'Vibrant red colour with mild heat for tandoori dishes.', { color: '#e53935' }],
      ['Tata Sampann Jeera (Cumin Seeds)', '100 g', 65, 10, 45, 'Bold, aromatic whole cumin for tadka and jeera rice.', { shape: 'pouch', color: '#6d4c41' }],
      ['MDH Chunky Chat Masala', '100 g', 70, 0, 40, 'Tangy, spicy chat masala for fruits, salads and snacks.', { color: '#ff7043' }],
    ],
  },
  {
    slug: 'dry-fruits-nuts', name: 'Dry Fruits & Nuts', categories: ['masala-oil-more', 'organic-healthy-living'], shapes: ['pouch', 'jar'], colors: ['#8d6e63', '#f9a825'], shelfLife: '9 months',
    rows: [
      ['Happilo Premium Californian Almonds', '500 g', 549, 25, 40, 'Crunchy, handpicked almonds packed with protein and vitamin E.', { color: '#6d4c41' }],
      ['Nutraj Cashew Nuts (W320)', '250 g', 299, 15, 35, 'Whole, creamy cashews for snacking and kaju curries.', { color: '#f9a825' }],
      ['Tulsi Afghani Black Raisins', '250 g', 175, 10, 30, 'Plump, seedless black raisins, naturally sweet.', { color: '#4a148c' }],
      ['Farmley Premium Walnut Kernels', '200 g', 399, 20, 0, 'Light walnut halves rich in omega-3s.', { color: '#a1887f' }],
    ],
  },

  // Sauces & Spreads ----------------------------------------------------------------------------
  {
    slug: 'ketchup-sauces', name: 'Ketchup & Sauces', categories: ['sauces-spreads'], shapes: ['bottle', 'pouch'], colors: ['#d32f2f', '#2e7d32'], shelfLife: '12 months',
    rows: [
      ['Kissan Fresh Tomato Ketchup', '950 g', 130, 10, 80, 'Made with 100% real tomatoes for a tangy-sweet taste.', { color: '#d32f2f' }],
      ['Maggi Hot & Sweet Tomato Chilli Sauce', '500 g', 115, 5, 60, 'The hot and sweet sauce that makes every snack better.', { color: '#c62828' }],
      ["Ching's Secret Dark Soy Sauce", '200 g', 55, 0, 40, 'Dark soy sauce for authentic desi Chinese dishes.', { color: '#3e2723' }],
      ['Veeba Chipotle Southwest Sauce', '300 g', 125, 15, 30, 'Smoky chipotle sauce for wraps, burgers and dips.', { color: '#ff7043' }],
      ['Del Monte Eggless Mayonnaise', '300 g', 110, 10, 55, 'Creamy eggless mayo for sandwiches and salads.', { shape: 'jar', color: '#fff3c4' }],
    ],
  },
  {
    slug: 'jams-spreads', name: 'Jams, Honey & Spreads', categories: ['sauces-spreads', 'dairy-breakfast'], shapes: ['jar', 'jar'], colors: ['#c62828', '#ffa000'], shelfLife: '12 months',
    rows: [
      ['Kissan Mixed Fruit Jam', '500 g', 175, 10, 60, 'Real fruit jam made with eight fruits, a breakfast favourite.', { color: '#c2185b' }],
      ['Dabur Honey', '500 g', 225, 20, 50, '100% pure honey that passes the NMR purity test.', { color: '#ffa000' }],
      ['Nutella Hazelnut Spread with Cocoa', '350 g', 399, 5, 30, 'Creamy hazelnut spread with a rich chocolate taste.', { color: '#5d4037', also: ['chocolates'] }],
      ['Pintola All Natural Peanut Butter - Crunchy', '1 kg', 399, 25, 25, 'Just roasted peanuts, no added sugar or salt.', { color: '#b8864b', also: ['protein-supplements'] }],
      ['Sundrop Peanut Butter - Creamy', '462 g', 225, 10, 30, 'Smooth, creamy peanut butter for toasts and shakes.', { color: '#ef6c00' }],
    ],
  },
  {
    slug: 'pickles-chutneys', name: 'Pickles & Chutneys', categories: ['sauces-spreads'], shapes: ['jar', 'pouch'], colors: ['#e65100', '#2e7d32'], shelfLife: '12 months',
    rows: [
      ["Mother's Recipe Mango Pickle", '500 g', 145, 10, 45, 'Tangy, spicy Andhra-style mango pickle in mustard oil.', { color: '#ff8f00' }],
      ['Priya Gongura Pickle', '300 g', 120, 0, 25, 'Sour sorrel leaf pickle from Andhra Pradesh.', { color: '#33691e' }],
      ["Nilon's Mixed Pickle", '400 g', 110, 5, 35, 'Mango, lime, carrot and chilli pickled together.', { color: '#c62828' }],
      ['Maggi Imli Pichkoo Tamarind Chutney', '90 g', 20, 0, 25, 'Sweet and tangy imli chutney in a squeezy pouch.', { shape: 'pouch', color: '#6d4c41' }],
    ],
  },

  // Chicken, Meat & Fish ------------------------------------------------------------------------
  {
    slug: 'chicken', name: 'Chicken', categories: ['chicken-meat-fish'], shapes: ['tray', 'tray'], colors: ['#ef9a9a', '#f48fb1'], shelfLife: '2 days', note: ['Storage', 'Refrigerate at 0-4°C'],
    rows: [
      ['Licious Chicken Curry Cut (Skinless)', '500 g', 189, 10, 40, 'Bone-in skinless chicken pieces, cleaned and cut for curries.', { color: '#f4a6a6' }],
      ['Licious Boneless Chicken Breast', '450 g', 259, 5, 30, 'Tender, lean boneless breast fillets, high in protein.', { color: '#f8bbbb' }],
      ['FreshToHome Chicken Drumsticks', '500 g', 229, 0, 25, 'Juicy leg pieces, perfect for tandoori and grills.', { color: '#e57373' }],
      ['Licious Classic Chicken Seekh Kebab', '250 g', 199, 15, 44, 'Ready-to-cook minced chicken kebabs with mild spices.', { color: '#d7826d' }],
    ],
  },
  {
    slug: 'mutton', name: 'Mutton & Lamb', categories: ['chicken-meat-fish'], shapes: ['tray', 'tray'], colors: ['#c62828', '#e57373'], shelfLife: '2 days', note: ['Storage', 'Refrigerate at 0-4°C'],
    rows: [
      ['Licious Goat Curry Cut', '500 g', 549, 5, 20, 'Tender bone-in goat meat from young goats, cut for curries.', { color: '#c0504d' }],
      ['FreshToHome Mutton Keema', '250 g', 329, 0, 15, 'Finely minced goat meat for keema pav and kebabs.', { color: '#b5423c' }],
      ['Licious Lamb Chops', '300 g', 499, 10, 0, 'Succulent lamb chops for grilling and pan searing.', { color: '#d05b55' }],
    ],
  },
  {
    slug: 'fish-seafood', name: 'Fish & Seafood', categories: ['chicken-meat-fish'], shapes: ['fish', 'tray'], colors: ['#90a4ae', '#ff8a65'], shelfLife: '2 days', note: ['Storage', 'Refrigerate at 0-4°C'],
    rows: [
      ['FreshToHome Rohu Fish Curry Cut', '500 g', 229, 5, 25, 'Freshwater rohu cleaned and cut into curry pieces.', { color: '#9fb3bd' }],
      ['Licious Seer Fish (Surmai) Steaks', '250 g', 499, 10, 15, 'Firm, flavourful surmai steaks for fry and curry.', { color: '#90a4ae' }],
      ['Licious Medium Prawns (Cleaned)', '250 g', 349, 0, 20, 'Deveined, tail-off prawns ready for masala and biryani.', { shape: 'tray', color: '#ff9e80' }],
      ['FreshToHome Pomfret (Whole)', '500 g', 599, 15, 22, 'Silver pomfret, cleaned and gutted, for tawa fry.', { color: '#b0bec5' }],
    ],
  },

  // Organic & Healthy Living --------------------------------------------------------------------
  {
    slug: 'organic-staples', name: 'Organic Staples', categories: ['organic-healthy-living'], shapes: ['pouch', 'jar'], colors: ['#7cb342', '#a1887f'], shelfLife: '9 months', note: ['Certification', 'India Organic'],
    rows: [
      ['24 Mantra Organic Toor Dal', '1 kg', 225, 10, 30, 'Certified organic arhar dal grown without synthetic pesticides.', { color: '#8bc34a' }],
      ['Organic Tattva Whole Wheat Atta', '5 kg', 399, 15, 20, 'Organic whole wheat atta, stone-ground for soft rotis.', { shape: 'bag', color: '#7cb342' }],
      ['24 Mantra Organic Sonamasuri Rice', '1 kg', 135, 5, 25, 'Organic raw sona masoori rice, light and aromatic.', { color: '#689f38' }],
      ['Organic India Tulsi Green Tea', '25 bags', 180, 0, 48, 'Tulsi and green tea blend to relieve stress and boost immunity.', { shape: 'box', color: '#2e7d32' }],
    ],
  },
  {
    slug: 'protein-supplements', name: 'Protein & Supplements', categories: ['organic-healthy-living', 'pharma-wellness'], shapes: ['jar', 'bar'], colors: ['#37474f', '#ff7043'], shelfLife: '18 months',
    rows: [
      ['RiteBite Max Protein Choco Almond Bar', '6 x 70 g', 480, 15, 35, 'Protein bars with 20 g protein each, no added sugar.', { shape: 'bar', color: '#ef6c00' }],
      ['MuscleBlaze Raw Whey Protein', '1 kg', 1999, 30, 15, 'Unflavoured whey protein concentrate with 24 g protein per scoop.', { color: '#212121' }],
      ['True Elements Chia Seeds', '250 g', 199, 20, 30, 'Raw chia seeds rich in omega-3 and fibre.', { shape: 'pouch', color: '#455a64' }],
      ['Sugar Free Gold Sweetener', '100 pellets', 165, 5, 18, 'Low-calorie aspartame sweetener for tea and coffee.', { shape: 'box', color: '#fbc02d' }],
    ],
  },

  // Baby Care -----------------------------------------------------------------------------------
  {
    slug: 'diapers-wipes', name: 'Diapers & Wipes', categories: ['baby-care'], shapes: ['bag', 'pouch'], colors: ['#4fc3f7', '#81c784'], shelfLife: '36 months',
    rows: [
      ['Pampers Premium Care Pants (M)', '54 pcs', 1299, 25, 30, 'Softest pants with aloe vera lotion, for 7-12 kg babies.', { color: '#26a69a' }],
      ['Huggies Wonder Pants (L)', '42 pcs', 899, 20, 25, 'Bubble-bed pants with up to 12 hours of absorption.', { color: '#e53935' }],
      ['MamyPoko Pants Extra Absorb (S)', '46 pcs', 599, 15, 60, 'Pant diapers with a crisscross absorbent sheet.', { color: '#42a5f5' }],
      ['Himalaya Gentle Baby Wipes', '72 pcs', 199, 10, 40, 'Alcohol-free wipes with aloe vera and Indian kino.', { shape: 'pouch', color: '#81c784' }],
    ],
  },
  {
    slug: 'baby-food', name: 'Baby Food', categories: ['baby-care'], shapes: ['box', 'jar'], colors: ['#fdd835', '#ff8a65'], shelfLife: '12 months',
    rows: [
      ['Nestle Cerelac Wheat Apple Cherry', '300 g', 275, 0, 35, 'Wheat-based infant cereal with fruit, from 8 months.', { color: '#f57f17' }],
      ['Nestle Cerelac Rice', '300 g', 260, 0, 30, 'First-stage rice cereal with iron, from 6 months.', { color: '#fdd835' }],
      ['Slurrp Farm Ragi & Banana Cereal', '200 g', 225, 10, 20, 'Millet-based porridge mix with no refined sugar.', { shape: 'pouch', color: '#8d6e63' }],
      ['Timios Cheese & Herbs Puffs', '40 g', 125, 0, 0, 'Melt-in-mouth puffs for toddlers, made with millets.', { shape: 'pouch', color: '#ffb74d' }],
    ],
  },
  {
    slug: 'baby-bath', name: 'Baby Bath & Skin Care', categories: ['baby-care', 'personal-care'], shapes: ['pump', 'tube'], colors: ['#f8bbd0', '#81d4fa'], shelfLife: '36 months',
    rows: [
      ["Johnson's Baby Shampoo", '200 ml', 185, 10, 40, 'No more tears formula, gentle as pure water on eyes.', { shape: 'bottle', color: '#ffcc80' }],
      ['Himalaya Baby Lotion', '200 ml', 199, 5, 35, 'Moisturising lotion with olive oil and almond oil.', { shape: 'pump', color: '#4fc3f7' }],
      ['Sebamed Baby Cream Extra Soft', '50 ml', 385, 0, 20, 'pH 5.5 baby cream that protects delicate skin.', { shape: 'tube', color: '#e3f2fd' }],
      ['Dabur Lal Tail Baby Massage Oil', '200 ml', 199, 15, 40, 'Ayurvedic massage oil for stronger bones and muscles.', { shape: 'bottle', color: '#c62828' }],
    ],
  },

  // Pharma & Wellness ---------------------------------------------------------------------------
  {
    slug: 'first-aid-otc', name: 'First Aid & OTC', categories: ['pharma-wellness'], shapes: ['box', 'bottle'], colors: ['#26a69a', '#ef5350'], shelfLife: '24 months',
    rows: [
      ['Dettol Antiseptic Liquid', '250 ml', 155, 5, 70, 'Trusted antiseptic for first aid, bathing and laundry.', { shape: 'bottle', color: '#2e7d32' }],
      ['Band-Aid Washproof Bandages', '20 strips', 60, 0, 60, 'Flexible, waterproof strips for small cuts and scrapes.', { color: '#e53935' }],
      ['Vicks VapoRub', '50 ml', 160, 0, 50, 'Relieves cold, cough and blocked nose with menthol and camphor.', { shape: 'jar', color: '#1565c0' }],
      ['Eno Fruit Salt - Lemon', '100 g', 155, 0, 40, 'Fast relief from acidity in six seconds.', { shape: 'bottle', color: '#fdd835' }],
      ['Savlon Antiseptic Cream', '50 g', 85, 10, 15, 'Antiseptic cream for cuts, burns and skin infections.', { shape: 'tube', color: '#ff7043' }],
    ],
  },
  {
    slug: 'ayurveda-immunity', name: 'Ayurveda & Immunity', categories: ['pharma-wellness', 'organic-healthy-living'], shapes: ['jar', 'bottle'], colors: ['#8d2a1f', '#43a047'], shelfLife: '24 months',
    rows: [
      ['Dabur Chyawanprash', '1 kg', 399, 15, 40, 'Ayurvedic immunity booster with amla and 40+ herbs.', { color: '#8d2a1f' }],
      ['Himalaya Ashwagandha Tablets', '60 tablets', 210, 5, 30, 'Pure herb tablets that help relieve stress.', { shape: 'bottle', color: '#43a047' }],
      ['Kapiva Amla Juice', '1 L', 299, 20, 25, 'Cold-pressed amla juice rich in natural vitamin C.', { shape: 'bottle', color: '#689f38' }],
      ['Hajmola Imli Digestive Tablets', '120 tablets', 60, 0, 55, 'Tangy tamarind digestive tablets after a heavy meal.', { shape: 'jar', color: '#6d4c41' }],
    ],
  },

  // Cleaning Essentials -------------------------------------------------------------------------
  {
    slug: 'detergents-laundry', name: 'Detergents & Laundry', categories: ['cleaning-essentials'], shapes: ['bag', 'bottle'], colors: ['#1e88e5', '#43a047'], shelfLife: '24 months',
    rows: [
      ['Surf Excel Easy Wash Detergent Powder', '1.5 kg', 215, 10, 60, 'Removes tough stains easily, dhaag achhe hain.', { color: '#1e63c4' }],
      ['Ariel Matic Top Load Liquid Detergent', '1 L', 245, 15, 40, 'Liquid detergent for top-load machines with brilliant cleaning.', { shape: 'bottle', color: '#2e7d32' }],
      ['Tide Plus Double Power Detergent Powder', '1 kg', 130, 5, 50, 'Jasmine and rose fragrance with double stain removal.', { color: '#ef6c00' }],
      ['Comfort After Wash Fabric Conditioner', '860 ml', 235, 10, 30, 'Keeps clothes soft, fresh and fragrant for longer.', { shape: 'bottle', color: '#ec407a' }],
      ['Rin Detergent Bar', '4 x 250 g', 87.5, 0, 70, 'Bright white clothes with the power of a bar.', { shape: 'box', color: '#1565c0' }],
    ],
  },
  {
    slug: 'dishwash', name: 'Dishwash', categories: ['cleaning-essentials'], shapes: ['bottle', 'box'], colors: ['#43a047', '#fdd835'], shelfLife: '24 months',
    rows: [
      ['Vim Dishwash Liquid Gel - Lemon', '750 ml', 165, 10, 60, 'Power of 100 lemons to cut grease on every dish.', { color: '#7cb342' }],
      ['Pril Lime Dishwash Liquid', '425 ml', 99, 5, 40, 'Removes tough grease while being gentle on hands.', { color: '#43a047' }],
      ['Exo Dishwash Bar - Ginger Twist', '3 x 200 g', 72, 0, 50, 'Anti-bacterial dishwash bar with ginger.', { shape: 'box', color: '#fbc02d' }],
      ['Scotch-Brite Scrub Pad', '3 pcs', 60, 0, 0, 'Long-lasting green scrub pads for utensils.', { shape: 'box', color: '#2e7d32' }],
    ],
  },
  {
    slug: 'floor-surface-cleaners', name: 'Floor & Surface Cleaners', categories: ['cleaning-essentials'], shapes: ['bottle', 'bottle'], colors: ['#1565c0', '#7e57c2'], shelfLife: '24 months',
    rows: [
      ['Lizol Disinfectant Floor Cleaner - Citrus', '975 ml', 219, 15, 50, 'Kills 99.9% germs and leaves a fresh citrus fragrance.', { color: '#fbc02d' }],
      ['Harpic Power Plus Toilet Cleaner', '1 L', 199, 10, 45, 'Thick liquid that removes tough stains and kills germs.', { color: '#1565c0' }],
      ['Colin Glass & Surface Cleaner', '500 ml', 115, 5, 30, 'Streak-free shine on glass and multiple surfaces.', { color: '#29b6f6' }],
      ['Domex Disinfectant Toilet Cleaner', '500 ml', 99, 0, 44, 'Thick bleach formula that kills all known germs.', { color: '#5e35b1' }],
    ],
  },
  {
    slug: 'fresheners-repellents', name: 'Fresheners & Repellents', categories: ['cleaning-essentials', 'home-office'], shapes: ['can', 'box'], colors: ['#7e57c2', '#26a69a'], shelfLife: '24 months',
    rows: [
      ['Good Knight Gold Flash Liquid Refill', '45 ml', 85, 0, 60, 'Fast-acting mosquito repellent refill for 45 nights.', { shape: 'bottle', color: '#f9a825' }],
      ['All Out Ultra Liquid Vaporizer Combo', '45 ml', 99, 10, 40, 'Machine and refill for mosquito-free nights.', { shape: 'box', color: '#00897b' }],
      ['Odonil Air Freshener Blocks - Lavender', '4 x 50 g', 199, 15, 35, 'Long-lasting lavender freshness for bathrooms.', { shape: 'box', color: '#7e57c2' }],
      ['Godrej aer Spray - Cool Surf Blue', '220 ml', 199, 20, 35, 'Instant room freshener with a cool ocean fragrance.', { shape: 'can', color: '#1e88e5' }],
    ],
  },

  // Home & Office -------------------------------------------------------------------------------
  {
    slug: 'stationery', name: 'Stationery', categories: ['home-office'], shapes: ['box', 'box'], colors: ['#42a5f5', '#ff7043'], shelfLife: 'Not applicable',
    rows: [
      ['Classmate Single Line Notebook', '172 pages', 65, 0, 80, 'Long-size notebook with smooth, bright pages.', { color: '#1e88e5' }],
      ['Reynolds Trimax Blue Pen', '5 pcs', 150, 10, 50, 'Smooth-writing liquid ink pens with a metal clip.', { color: '#1565c0' }],
      ['Faber-Castell Wax Crayons', '24 shades', 99, 5, 40, 'Bright, break-resistant crayons for little artists.', { color: '#fb8c00' }],
      ['Fevicol MR White Adhesive', '200 g', 60, 0, 22, 'Strong white glue for paper, wood and craft projects.', { shape: 'bottle', color: '#fbc02d' }],
    ],
  },
  {
    slug: 'kitchen-disposables', name: 'Kitchen & Disposables', categories: ['home-office'], shapes: ['box', 'pouch'], colors: ['#90a4ae', '#66bb6a'], shelfLife: 'Not applicable',
    rows: [
      ['Freshwrapp Aluminium Foil', '9 m', 99, 10, 60, 'Food-grade foil that keeps rotis hot and fresh.', { color: '#b0bec5' }],
      ['Ezee Garbage Bags - Medium', '30 bags', 90, 0, 70, 'Strong, leak-proof garbage bags for home dustbins.', { shape: 'pouch', color: '#2e7d32' }],
      ['Origami Soft Facial Tissues', '100 pulls x 2', 125, 15, 40, '2-ply soft tissues gentle on skin.', { color: '#f48fb1' }],
      ['Paper Cups (Disposable)', '50 pcs', 75, 0, 48, 'Sturdy 200 ml paper cups for tea, coffee and parties.', { shape: 'pouch', color: '#ffffff' }],
    ],
  },
  {
    slug: 'batteries-electricals', name: 'Batteries & Electricals', categories: ['home-office'], shapes: ['box', 'box'], colors: ['#fbc02d', '#212121'], shelfLife: '5 years',
    rows: [
      ['Duracell AA Alkaline Batteries', '4 pcs', 199, 10, 40, 'Long-lasting alkaline batteries for remotes and toys.', { color: '#212121' }],
      ['Eveready AAA Batteries', '4 pcs', 80, 0, 50, 'Reliable batteries for everyday devices.', { color: '#c62828' }],
      ['Philips 9W LED Bulb (Cool Day Light)', '1 pc', 99, 20, 35, 'Energy-saving LED bulb with bright white light.', { color: '#1565c0' }],
      ['Syska 4-Socket Extension Board', '1 pc', 349, 25, 0, 'Extension board with surge protection and a 1.5 m cable.', { color: '#eceff1' }],
    ],
  },

  // Personal Care -------------------------------------------------------------------------------
  {
    slug: 'bath-body', name: 'Bath & Body', categories: ['personal-care'], shapes: ['box', 'pump'], colors: ['#29b6f6', '#ec407a'], shelfLife: '36 months',
    rows: [
      ['Dove Cream Beauty Bathing Bar', '3 x 100 g', 175, 10, 60, 'Moisturising bar with 1/4 moisturising cream.', { color: '#eceff1' }],
      ['Lifebuoy Total 10 Germ Protection Soap', '4 x 125 g', 140, 5, 70, 'Germ-protection soap for the whole family.', { color: '#d32f2f' }],
      ['Pears Pure & Gentle Soap', '3 x 125 g', 165, 0, 40, 'Transparent glycerine soap for gentle cleansing.', { color: '#ff8f00' }],
      ['Nivea Creme Soft Body Wash', '250 ml', 220, 15, 35, 'Caring shower cream with almond oil.', { shape: 'pump', color: '#1565c0' }],
      ['Dettol Original Liquid Hand Wash', '200 ml', 99, 0, 60, 'Germ-protection hand wash with the Dettol fragrance.', { shape: 'pump', color: '#2e7d32' }],
    ],
  },
  {
    slug: 'hair-care', name: 'Hair Care', categories: ['personal-care'], shapes: ['bottle', 'pump'], colors: ['#ab47bc', '#1e88e5'], shelfLife: '36 months',
    rows: [
      ['Head & Shoulders Anti Dandruff Shampoo', '340 ml', 360, 15, 40, 'Up to 100% dandruff-free with regular use.', { color: '#1565c0' }],
      ['Clinic Plus Strong & Long Shampoo', '355 ml', 199, 10, 50, 'Milk-protein shampoo for strong, long hair.', { color: '#ec407a' }],
      ['Parachute 100% Pure Coconut Hair Oil', '300 ml', 160, 0, 70, 'Pure coconut oil for strong, nourished hair.', { color: '#1e88e5' }],
      ['Dove Hair Fall Rescue Conditioner', '180 ml', 215, 5, 27, 'Conditioner that reduces hair fall by up to 98%.', { shape: 'tube', color: '#ab47bc' }],
    ],
  },
  {
    slug: 'oral-care', name: 'Oral Care', categories: ['personal-care'], shapes: ['tube', 'box'], colors: ['#e53935', '#1e88e5'], shelfLife: '24 months',
    rows: [
      ['Colgate Strong Teeth Toothpaste', '200 g', 115, 10, 80, 'Calcium-boost toothpaste for strong teeth.', { color: '#e53935' }],
      ['Sensodyne Fresh Mint Toothpaste', '75 g', 145, 0, 40, 'Daily protection for sensitive teeth.', { color: '#1565c0' }],
      ['Close Up Red Hot Gel Toothpaste', '150 g', 105, 5, 45, 'Gel toothpaste for fresh breath and confidence.', { color: '#c62828' }],
      ['Oral-B Pro-Health Toothbrush (Medium)', '3 pcs', 120, 15, 40, 'Criss-cross bristles that reach between teeth.', { shape: 'box', color: '#29b6f6' }],
    ],
  },
  {
    slug: 'skin-face-care', name: 'Skin & Face Care', categories: ['personal-care'], shapes: ['tube', 'jar'], colors: ['#26a69a', '#1565c0'], shelfLife: '36 months',
    rows: [
      ['Himalaya Purifying Neem Face Wash', '150 ml', 199, 15, 60, 'Soap-free face wash with neem and turmeric to prevent pimples.', { color: '#43a047' }],
      ['Nivea Soft Light Moisturising Cream', '100 ml', 299, 10, 40, 'Light, non-greasy cream with vitamin E and jojoba oil.', { shape: 'jar', color: '#1565c0' }],
      ['Vaseline Intensive Care Body Lotion', '400 ml', 399, 25, 30, 'Deep moisture lotion for dry skin.', { shape: 'pump', color: '#0288d1' }],
      ['Lakme Sun Expert SPF 50 Sunscreen', '50 ml', 299, 5, 15, 'Ultra-matte sunscreen with PA+++ protection.', { color: '#ffb300' }],
    ],
  },

  // Pet Care ------------------------------------------------------------------------------------
  {
    slug: 'dog-food', name: 'Dog Food', categories: ['pet-care'], shapes: ['bag', 'can'], colors: ['#fbc02d', '#c62828'], shelfLife: '12 months',
    rows: [
      ['Pedigree Adult Dry Dog Food - Chicken & Vegetables', '3 kg', 750, 15, 30, 'Complete nutrition for adult dogs with real chicken.', { color: '#f9b208' }],
      ['Drools Puppy Dry Dog Food - Chicken & Egg', '3 kg', 699, 10, 20, 'Protein-rich food for growing puppies.', { color: '#e53935' }],
      ['Pedigree Gravy Chicken & Liver Chunks', '70 g', 45, 0, 60, 'Wet food pouch with meaty chunks in gravy.', { shape: 'pouch', color: '#fbc02d' }],
      ['Royal Canin Maxi Adult Dog Food', '4 kg', 3150, 5, 0, 'Tailored nutrition for large breed adult dogs.', { color: '#c62828', details: { 'Country of Origin': 'France' } }],
    ],
  },
  {
    slug: 'cat-food', name: 'Cat Food', categories: ['pet-care'], shapes: ['pouch', 'can'], colors: ['#7e57c2', '#29b6f6'], shelfLife: '12 months',
    rows: [
      ['Whiskas Adult Wet Cat Food - Tuna in Jelly', '85 g', 45, 0, 80, 'Tasty tuna pieces in jelly for adult cats.', { color: '#6a1b9a' }],
      ['Whiskas Adult Dry Cat Food - Ocean Fish', '1.2 kg', 425, 10, 30, 'Crunchy fish-flavoured kibble with essential nutrients.', { shape: 'bag', color: '#7e57c2' }],
      ['Me-O Kitten Dry Food - Ocean Fish', '1.1 kg', 399, 5, 30, 'Nutrition for kittens from 1 to 12 months.', { shape: 'bag', color: '#29b6f6' }],
      ['Sheba Rich Chicken Wet Cat Food', '35 g', 35, 0, 45, 'Fine chicken in gravy, a premium treat for cats.', { shape: 'can', color: '#5d4037' }],
    ],
  },
  {
    slug: 'pet-treats-grooming', name: 'Pet Treats & Grooming', categories: ['pet-care'], shapes: ['pouch', 'bottle'], colors: ['#ff7043', '#26a69a'], shelfLife: '12 months',
    rows: [
      ['Pedigree Dentastix Large Dog Treats', '270 g', 449, 10, 25, 'Daily dental chews that reduce tartar build-up.', { color: '#fbc02d' }],
      ['Drools Chicken Jerky Dog Treats', '70 g', 150, 0, 30, 'Real chicken jerky for training rewards.', { color: '#bf360c' }],
      ['Himalaya Erina EP Pet Shampoo', '200 ml', 245, 5, 20, 'Gentle shampoo that controls ticks and fleas.', { shape: 'bottle', color: '#00897b' }],
      ['Kennel Kitchen Cat Litter - Lavender', '5 kg', 399, 15, 25, 'Clumping bentonite litter with odour control.', { shape: 'bag', color: '#9575cd' }],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Expansion to full records

/** Brands shown in "Brand" (the longest prefix wins, so "Amul Gold" is Amul and "Tata Sampann" stays). */
const BRANDS = [
  'Amul', 'Mother Dairy', 'Akshayakalpa', 'Nestle', 'Epigamia', 'Milky Mist', 'Urban Platter', 'Britannia', 'Go',
  'Eggoz', 'Country Delight', "Kellogg's", 'Quaker', 'Saffola', "Bagrry's", 'Harvest Gold', 'English Oven', 'Modern',
  "Lay's", 'Bingo', 'Pringles', 'Kurkure', 'Too Yumm', "Haldiram's", 'Bikaji', 'Balaji', 'Doritos', 'Cornitos',
  'Act II', '4700BC', 'Farmley', 'Happilo', 'Yoga Bar', 'Coca-Cola', 'Thums Up', 'Sprite', 'Pepsi', 'Limca', 'Real',
  'Tropicana', 'Paper Boat', 'Maaza', 'Raw Pressery', 'Bisleri', 'Kinley', 'Himalayan', 'Schweppes', 'Red Bull',
  'Monster', 'Gatorade', 'Sting', 'Maggi', 'Yippee!', "Ching's Secret", 'Sunfeast', 'Del Monte', 'McCain', 'Safal',
  'ITC Master Chef', 'Sumeru', 'MTR', 'Gits', 'Tata Tea', 'Red Label', 'Wagh Bakri', 'Tetley', 'Taj Mahal', 'Nescafe',
  'Bru', 'Blue Tokai', 'Cadbury', 'Horlicks', 'Complan', 'Boost', 'Parle-G', 'Oreo', "McVitie's", 'Winkies', 'Bonn',
  'Ferrero Rocher', 'Bikano', "Kwality Wall's", 'Havmor', 'Baskin Robbins', 'Aashirvaad', 'Fortune', 'Pillsbury',
  'Rajdhani', 'Tata Sampann', 'India Gate', 'Daawat', 'Kohinoor', 'Organic Tattva', 'Madhur', 'Tata Salt', 'Dhampure',
  'Figaro', 'Parachute', 'Patanjali', 'Dalda', 'Everest', 'MDH', 'Catch', 'Nutraj', 'Tulsi', 'Kissan', 'Veeba', 'Dabur',
  'Nutella', 'Pintola', 'Sundrop', "Mother's Recipe", 'Priya', "Nilon's", 'Licious', 'FreshToHome', '24 Mantra',
  'Organic India', 'RiteBite', 'MuscleBlaze', 'True Elements', 'Sugar Free', 'Pampers', 'Huggies', 'MamyPoko',
  'Himalaya', 'Slurrp Farm', 'Timios', "Johnson's", 'Sebamed', 'Dettol', 'Band-Aid', 'Vicks', 'Eno', 'Savlon', 'Kapiva',
  'Hajmola', 'Surf Excel', 'Ariel', 'Tide', 'Comfort', 'Rin', 'Vim', 'Pril', 'Exo', 'Scotch-Brite', 'Lizol', 'Harpic',
  'Colin', 'Domex', 'Good Knight', 'All Out', 'Odonil', 'Godrej aer', 'Classmate', 'Reynolds', 'Faber-Castell',
  'Fevicol', 'Freshwrapp', 'Ezee', 'Origami', 'Duracell', 'Eveready', 'Philips', 'Syska', 'Dove', 'Lifebuoy', 'Pears',
  'Nivea', 'Head & Shoulders', 'Clinic Plus', 'Colgate', 'Sensodyne', 'Close Up', 'Oral-B', 'Vaseline', 'Lakme',
  'Pedigree', 'Drools', 'Royal Canin', 'Whiskas', 'Me-O', 'Sheba', 'Kennel Kitchen',
].sort((a, b) => b.length - a.length);

export function brandOf(name: string): string | undefined {
  return BRANDS.find((brand) => name === brand || name.startsWith(`${brand} `));
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’!]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function moreDetails(row: Row, source: SubCategorySource): Record<string, string> {
  const extra = row[6] ?? {};
  const details: Record<string, string> = { ...extra.details };
  const brand = brandOf(row[0]);
  const defaults: [string, string][] = [
    ...(brand ? [['Brand', brand] as [string, string]] : []),
    ['Shelf Life', source.shelfLife],
    ...(source.note ? [[source.note[0], source.note[1]] as [string, string]] : []),
    ['Country of Origin', 'India'],
  ];
  for (const [key, value] of defaults) {
    if (Object.keys(details).length >= 3) break;
    if (!(key in details)) details[key] = value;
  }
  return details;
}

function expandProducts(): ProductData[] {
  const products: ProductData[] = [];
  for (const source of SOURCES) {
    source.rows.forEach((row, index) => {
      const [name, unit, price, discount, stock, description, extra = {}] = row;
      products.push({
        slug: slugify(`${name} ${unit}`),
        name,
        unit,
        price,
        discount,
        stock,
        description,
        moreDetails: moreDetails(row, source),
        subCategories: [source.slug, ...(extra.also ?? [])],
        shape: extra.shape ?? source.shapes[0],
        color: extra.color ?? source.colors[index % 2] ?? source.colors[0],
      });
    });
  }
  return products;
}

export const SUB_CATEGORIES: readonly SubCategoryData[] = SOURCES.map(({ slug, name, categories, shapes, colors }) => ({
  slug,
  name,
  categories,
  shapes,
  colors,
}));

export const PRODUCTS: readonly ProductData[] = expandProducts();
