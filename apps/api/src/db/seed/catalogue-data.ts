import type { GarmentShape } from './images';

/** How a subcategory's products are sized: apparel S-XL, shoes by EU size, or one size. */
export type SizeKind = 'apparel' | 'shoe' | 'one';

export interface SubcategoryDef {
  name: string;
  nameBn: string;
  /** One of this subcategory's products in Bengali words, where `nameBn` names a collection ('জিন্স ও প্যান্ট'). */
  nounBn?: string;
  items: string[];
  shape: GarmentShape;
  sizes: SizeKind;
  /** Nouns of product names; one is picked per product. */
  nouns: string[];
  /** Taka, inclusive. */
  price: [number, number];
  material: string[];
}

export interface CategoryDef {
  name: string;
  nameBn: string;
  /** Prefix of product names in this category ("Men's"), empty for none. */
  prefix: string;
  /** The prefix of Bengali names ('পুরুষদের'), empty for none. */
  prefixBn: string;
  brands: string[];
  subcategories: SubcategoryDef[];
}

const cotton = ['100% Cotton', 'Combed Cotton', 'Cotton Blend', 'Organic Cotton'];
const fabric = ['Cotton', 'Linen Blend', 'Georgette', 'Viscose', 'Silk Blend', 'Muslin'];

export const CATEGORIES: CategoryDef[] = [
  {
    name: 'Men', nameBn: 'পুরুষ', prefix: "Men's", prefixBn: 'পুরুষদের',
    brands: ['Deshi Threads', 'Padma Wear', 'Dhaka Denim', 'Karigor', 'Urban Mirpur'],
    subcategories: [
      { name: 'Shirts', nameBn: 'শার্ট', items: ['Casual Shirts', 'Formal Shirts', 'Denim Shirts', 'Check Shirts'], shape: 'shirt', sizes: 'apparel', nouns: ['Oxford Shirt', 'Casual Shirt', 'Formal Shirt', 'Check Shirt', 'Denim Shirt'], price: [890, 2490], material: cotton },
      { name: 'Punjabi', nameBn: 'পাঞ্জাবি', items: ['Cotton Punjabi', 'Silk Punjabi', 'Embroidered Punjabi'], shape: 'punjabi', sizes: 'apparel', nouns: ['Cotton Punjabi', 'Embroidered Punjabi', 'Silk Punjabi', 'Kabli Punjabi'], price: [1290, 4990], material: ['Cotton', 'Silk Blend', 'Linen', 'Khadi'] },
      { name: 'Polo Shirts', nameBn: 'পোলো শার্ট', items: ['Pique Polo', 'Striped Polo', 'Long Sleeve Polo'], shape: 'polo', sizes: 'apparel', nouns: ['Pique Polo Shirt', 'Classic Polo Shirt', 'Striped Polo Shirt'], price: [690, 1690], material: cotton },
      { name: 'Jeans & Pants', nameBn: 'জিন্স ও প্যান্ট', nounBn: 'প্যান্ট', items: ['Jeans', 'Chinos', 'Joggers', 'Formal Trousers'], shape: 'pants', sizes: 'apparel', nouns: ['Slim Fit Jeans', 'Chino Pants', 'Joggers', 'Formal Trousers'], price: [990, 2990], material: ['Stretch Denim', 'Cotton Twill', 'Cotton Blend'] },
      { name: 'Jackets', nameBn: 'জ্যাকেট', items: ['Denim Jackets', 'Bomber Jackets', 'Hoodies'], shape: 'jacket', sizes: 'apparel', nouns: ['Bomber Jacket', 'Denim Jacket', 'Zip Hoodie', 'Windbreaker'], price: [1490, 4490], material: ['Polyester', 'Denim', 'Fleece', 'Nylon'] },
      { name: 'Footwear', nameBn: 'জুতা', items: ['Sneakers', 'Loafers', 'Sandals'], shape: 'shoe', sizes: 'shoe', nouns: ['Sneakers', 'Leather Loafers', 'Casual Sandals', 'Canvas Shoes'], price: [1190, 4990], material: ['Leather', 'Canvas', 'Synthetic'] },
    ],
  },
  {
    name: 'Women', nameBn: 'নারী', prefix: "Women's", prefixBn: 'মেয়েদের',
    brands: ['Nakshi', 'Rupkotha', 'Sonar Tori', 'Meghna', 'Jamuna Style'],
    subcategories: [
      { name: 'Sarees', nameBn: 'শাড়ি', nounBn: 'শাড়ি', items: ['Jamdani Sarees', 'Cotton Sarees', 'Silk Sarees', 'Tangail Sarees'], shape: 'saree', sizes: 'one', nouns: ['Jamdani Saree', 'Tangail Cotton Saree', 'Silk Saree', 'Printed Saree'], price: [1490, 8990], material: ['Cotton', 'Half Silk', 'Muslin', 'Georgette'] },
      { name: 'Salwar Kameez', nameBn: 'সালোয়ার কামিজ', items: ['Three Piece', 'Unstitched', 'Party Wear'], shape: 'kameez', sizes: 'apparel', nouns: ['Three Piece', 'Salwar Kameez', 'Embroidered Three Piece'], price: [1290, 5490], material: fabric },
      { name: 'Kurtis & Tunics', nameBn: 'কুর্তি ও টিউনিক', nounBn: 'কুর্তি', items: ['Cotton Kurtis', 'Printed Tunics', 'Long Kurtis'], shape: 'dress', sizes: 'apparel', nouns: ['Cotton Kurti', 'Printed Tunic', 'Long Kurti'], price: [790, 2490], material: fabric },
      { name: 'Tops', nameBn: 'টপস', items: ['Casual Tops', 'Blouses', 'T-Shirts'], shape: 'tshirt', sizes: 'apparel', nouns: ['Casual Top', 'Ruffle Blouse', 'Crop Top'], price: [490, 1490], material: cotton },
      { name: 'Palazzo & Pants', nameBn: 'প্লাজো ও প্যান্ট', nounBn: 'প্লাজো', items: ['Palazzo', 'Leggings', 'Jeans'], shape: 'pants', sizes: 'apparel', nouns: ['Palazzo Pants', 'Leggings', 'Straight Jeans'], price: [590, 1890], material: ['Viscose', 'Cotton Lycra', 'Stretch Denim'] },
      { name: "Women's Footwear", nameBn: 'মেয়েদের জুতা', nounBn: 'জুতা', items: ['Sandals', 'Heels', 'Flats'], shape: 'shoe', sizes: 'shoe', nouns: ['Flat Sandals', 'Block Heels', 'Ballet Flats'], price: [890, 3490], material: ['Leather', 'Synthetic', 'Suede'] },
    ],
  },
  {
    name: 'Kids', nameBn: 'শিশু', prefix: "Kids'", prefixBn: '',
    brands: ['Chhotobela', 'Shapla Kids', 'Tiny Tori', 'Kheya'],
    subcategories: [
      { name: "Boys' Clothing", nameBn: 'ছেলেদের পোশাক', items: ['Shirts & T-Shirts', 'Shorts', 'Punjabi Sets'], shape: 'kids-set', sizes: 'apparel', nouns: ['Boys Shirt & Shorts Set', 'Boys Punjabi Set', 'Boys Casual Set'], price: [590, 1890], material: cotton },
      { name: "Girls' Clothing", nameBn: 'মেয়েদের পোশাক', items: ['Frocks', 'Skirts', 'Party Dresses'], shape: 'dress', sizes: 'apparel', nouns: ['Girls Frock', 'Party Dress', 'Tiered Skirt Dress'], price: [690, 2490], material: ['Cotton', 'Net', 'Georgette'] },
      { name: 'Baby Wear', nameBn: 'শিশুর পোশাক', items: ['Rompers', 'Sleepsuits', 'Baby Sets'], shape: 'kids-set', sizes: 'apparel', nouns: ['Baby Romper', 'Sleepsuit', 'Baby Set'], price: [390, 1290], material: ['Soft Cotton', 'Organic Cotton'] },
      { name: "Kids' T-Shirts", nameBn: 'শিশুদের টি-শার্ট', items: ['Cartoon Tees', 'Plain Tees', 'Striped Tees'], shape: 'tshirt', sizes: 'apparel', nouns: ['Cartoon T-Shirt', 'Plain T-Shirt', 'Striped T-Shirt'], price: [290, 790], material: cotton },
      { name: 'School Essentials', nameBn: 'স্কুলের জিনিস', items: ['School Bags', 'Lunch Bags', 'Pencil Cases'], shape: 'bag', sizes: 'one', nouns: ['School Backpack', 'Lunch Bag', 'Pencil Pouch'], price: [390, 1990], material: ['Polyester', 'Canvas'] },
      { name: "Kids' Footwear", nameBn: 'শিশুদের জুতা', items: ['School Shoes', 'Sandals', 'Sneakers'], shape: 'shoe', sizes: 'shoe', nouns: ['School Shoes', 'Kids Sandals', 'Light-Up Sneakers'], price: [590, 1990], material: ['Synthetic', 'Canvas', 'Leather'] },
    ],
  },
  {
    name: 'T-Shirt', nameBn: 'টি-শার্ট', prefix: '', prefixBn: '',
    brands: ['Deshi Threads', 'Tee Bazar', 'Urban Mirpur', 'Bengal Loom'],
    subcategories: [
      { name: 'Round Neck', nameBn: 'রাউন্ড নেক', nounBn: 'রাউন্ড নেক টি-শার্ট', items: ['Basic Round Neck', 'Premium Round Neck'], shape: 'tshirt', sizes: 'apparel', nouns: ['Round Neck T-Shirt', 'Basic Crew T-Shirt'], price: [350, 890], material: cotton },
      { name: 'V-Neck', nameBn: 'ভি-নেক', nounBn: 'ভি-নেক টি-শার্ট', items: ['Basic V-Neck', 'Slim V-Neck'], shape: 'tshirt', sizes: 'apparel', nouns: ['V-Neck T-Shirt', 'Slim V-Neck Tee'], price: [390, 890], material: cotton },
      { name: 'Polo T-Shirts', nameBn: 'পোলো টি-শার্ট', items: ['Solid Polo', 'Tipped Polo'], shape: 'polo', sizes: 'apparel', nouns: ['Polo T-Shirt', 'Tipped Collar Polo'], price: [590, 1290], material: cotton },
      { name: 'Graphic Tees', nameBn: 'গ্রাফিক টি', items: ['Typography', 'Bangla Script', 'Art Prints'], shape: 'tshirt', sizes: 'apparel', nouns: ['Graphic T-Shirt', 'Bangla Typography Tee', 'Art Print Tee'], price: [450, 990], material: cotton },
      { name: 'Oversized Tees', nameBn: 'ওভারসাইজড টি', items: ['Drop Shoulder', 'Boxy Fit'], shape: 'tshirt', sizes: 'apparel', nouns: ['Oversized T-Shirt', 'Drop Shoulder Tee'], price: [550, 1190], material: cotton },
      { name: 'Sports Tees', nameBn: 'স্পোর্টস টি', items: ['Jerseys', 'Dry-Fit Tees'], shape: 'tshirt', sizes: 'apparel', nouns: ['Dry-Fit Sports T-Shirt', 'Cricket Jersey', 'Football Jersey'], price: [450, 1290], material: ['Polyester Mesh', 'Dry-Fit Polyester'] },
    ],
  },
  {
    name: 'Accessories', nameBn: 'এক্সেসরিজ', prefix: '', prefixBn: '',
    brands: ['Karigor', 'Shapla', 'Sundari', 'Dhaka Leather Co.'],
    subcategories: [
      { name: 'Watches', nameBn: 'ঘড়ি', items: ['Analog Watches', 'Chronographs', 'Ladies Watches'], shape: 'watch', sizes: 'one', nouns: ['Analog Watch', 'Chronograph Watch', 'Minimalist Watch'], price: [990, 6990], material: ['Stainless Steel', 'Leather Strap', 'Mesh Strap'] },
      { name: 'Bags', nameBn: 'ব্যাগ', items: ['Backpacks', 'Handbags', 'Tote Bags'], shape: 'bag', sizes: 'one', nouns: ['Leather Backpack', 'Tote Bag', 'Handbag', 'Laptop Bag'], price: [890, 4990], material: ['Leather', 'Canvas', 'Jute'] },
      { name: 'Wallets', nameBn: 'ওয়ালেট', items: ['Bifold Wallets', 'Card Holders'], shape: 'wallet', sizes: 'one', nouns: ['Leather Bifold Wallet', 'Card Holder', 'Long Wallet'], price: [390, 1990], material: ['Genuine Leather', 'Vegan Leather'] },
      { name: 'Belts', nameBn: 'বেল্ট', items: ['Leather Belts', 'Casual Belts'], shape: 'belt', sizes: 'one', nouns: ['Leather Belt', 'Reversible Belt', 'Canvas Belt'], price: [490, 1790], material: ['Genuine Leather', 'Canvas'] },
      { name: 'Sunglasses', nameBn: 'সানগ্লাস', items: ['Aviators', 'Wayfarers', 'Round Frames'], shape: 'sunglasses', sizes: 'one', nouns: ['Aviator Sunglasses', 'Wayfarer Sunglasses', 'Round Sunglasses'], price: [490, 2990], material: ['Metal Frame', 'Acetate Frame'] },
      { name: 'Caps', nameBn: 'ক্যাপ', items: ['Baseball Caps', 'Bucket Hats'], shape: 'cap', sizes: 'one', nouns: ['Baseball Cap', 'Bucket Hat', 'Snapback Cap'], price: [290, 990], material: ['Cotton Twill', 'Denim'] },
    ],
  },
  {
    name: 'Electronics', nameBn: 'ইলেকট্রনিক্স', prefix: '', prefixBn: '',
    brands: ['Kobi Tech', 'Volt BD', 'Sonic Padma', 'Tarang'],
    subcategories: [
      { name: 'Headphones', nameBn: 'হেডফোন', items: ['Wireless Headphones', 'Earbuds', 'Gaming Headsets'], shape: 'headphones', sizes: 'one', nouns: ['Wireless Headphones', 'Noise Cancelling Headphones', 'Gaming Headset'], price: [990, 8990], material: ['Bluetooth 5.3', 'Wired 3.5 mm'] },
      { name: 'Mobile Phones', nameBn: 'মোবাইল ফোন', items: ['Smartphones', 'Feature Phones'], shape: 'phone', sizes: 'one', nouns: ['Smartphone 128GB', 'Smartphone 64GB', 'Feature Phone'], price: [1490, 34990], material: ['6.5" Display', '6.1" Display'] },
      { name: 'Speakers', nameBn: 'স্পিকার', items: ['Bluetooth Speakers', 'Soundbars'], shape: 'speaker', sizes: 'one', nouns: ['Bluetooth Speaker', 'Portable Speaker', 'Soundbar'], price: [1190, 12990], material: ['10W', '20W', '40W'] },
      { name: 'Smart Watches', nameBn: 'স্মার্ট ওয়াচ', items: ['Fitness Bands', 'Smart Watches'], shape: 'smartwatch', sizes: 'one', nouns: ['Smart Watch', 'Fitness Band', 'AMOLED Smart Watch'], price: [1490, 9990], material: ['Silicone Strap', 'Metal Strap'] },
      { name: 'Chargers & Cables', nameBn: 'চার্জার ও ক্যাবল', nounBn: 'চার্জার ও ক্যাবল', items: ['Fast Chargers', 'USB-C Cables', 'Power Banks'], shape: 'charger', sizes: 'one', nouns: ['20W Fast Charger', 'USB-C Cable', '10000mAh Power Bank'], price: [290, 2990], material: ['USB-C', 'Lightning', 'Micro USB'] },
    ],
  },
  {
    name: 'Home', nameBn: 'হোম', prefix: '', prefixBn: '',
    brands: ['Sundarban Home', 'Nakshikantha Living', 'Ghor Sajao', 'Matir Ghor'],
    subcategories: [
      { name: 'Bedsheets', nameBn: 'বেডশিট', nounBn: 'বেডশিট', items: ['King Size', 'Queen Size', 'Single'], shape: 'bedsheet', sizes: 'one', nouns: ['Cotton Bedsheet Set', 'Printed Bedsheet', 'Nakshi Kantha Bedcover'], price: [990, 4490], material: ['Cotton', 'Cotton Sateen', 'Microfibre'] },
      { name: 'Cushion Covers', nameBn: 'কুশন কভার', items: ['Embroidered', 'Printed'], shape: 'cushion', sizes: 'one', nouns: ['Cushion Cover Set', 'Embroidered Cushion Cover'], price: [290, 1290], material: ['Cotton', 'Velvet', 'Jute'] },
      { name: 'Curtains', nameBn: 'পর্দা', items: ['Blackout Curtains', 'Sheer Curtains'], shape: 'curtain', sizes: 'one', nouns: ['Blackout Curtain', 'Sheer Curtain Pair', 'Printed Curtain'], price: [790, 3490], material: ['Polyester', 'Linen Blend'] },
      { name: 'Lamps', nameBn: 'ল্যাম্প', items: ['Table Lamps', 'Floor Lamps'], shape: 'lamp', sizes: 'one', nouns: ['Table Lamp', 'Bedside Lamp', 'Bamboo Lamp'], price: [890, 4990], material: ['Bamboo', 'Metal', 'Ceramic'] },
      { name: 'Kitchen & Dining', nameBn: 'রান্নাঘর ও ডাইনিং', nounBn: 'মগ', items: ['Mugs', 'Dinner Sets', 'Jars'], shape: 'mug', sizes: 'one', nouns: ['Ceramic Mug', 'Coffee Mug Set', 'Terracotta Mug'], price: [190, 1490], material: ['Ceramic', 'Terracotta', 'Stoneware'] },
      { name: 'Towels', nameBn: 'তোয়ালে', items: ['Bath Towels', 'Hand Towels'], shape: 'towel', sizes: 'one', nouns: ['Bath Towel', 'Hand Towel Set', 'Gamchha Towel'], price: [290, 1490], material: ['Cotton Terry', 'Handloom Cotton'] },
    ],
  },
];

/** Two shades per colour family: a product's images use one, so a family is not one flat tone. */
export const COLOUR_SHADES: Record<string, { name: string; nameBn: string; hex: string }[]> = {
  Black: [{ name: 'Black', nameBn: 'কালো', hex: '#1f1f1f' }, { name: 'Charcoal', nameBn: 'চারকোল', hex: '#36393f' }],
  White: [{ name: 'White', nameBn: 'সাদা', hex: '#f5f5f2' }, { name: 'Off-White', nameBn: 'অফ-হোয়াইট', hex: '#ece6d9' }],
  Red: [{ name: 'Red', nameBn: 'লাল', hex: '#c62828' }, { name: 'Crimson', nameBn: 'গাঢ় লাল', hex: '#b71c3c' }],
  Blue: [{ name: 'Navy', nameBn: 'নেভি ব্লু', hex: '#1e3a8a' }, { name: 'Sky Blue', nameBn: 'আকাশি নীল', hex: '#4a90d9' }],
  Green: [{ name: 'Bottle Green', nameBn: 'বোতল সবুজ', hex: '#1b5e20' }, { name: 'Olive', nameBn: 'জলপাই সবুজ', hex: '#6b7f2a' }],
  Yellow: [{ name: 'Mustard', nameBn: 'সরিষা হলুদ', hex: '#d4a017' }, { name: 'Lemon', nameBn: 'লেবু হলুদ', hex: '#f2d649' }],
  Pink: [{ name: 'Pink', nameBn: 'গোলাপি', hex: '#e8789f' }, { name: 'Rose', nameBn: 'রোজ গোলাপি', hex: '#d94f7c' }],
  Purple: [{ name: 'Purple', nameBn: 'বেগুনি', hex: '#6a1b9a' }, { name: 'Lavender', nameBn: 'ল্যাভেন্ডার', hex: '#9c7fc9' }],
  Grey: [{ name: 'Grey', nameBn: 'ধূসর', hex: '#8a8d91' }, { name: 'Ash', nameBn: 'ছাই রঙ', hex: '#b5b8bc' }],
  Orange: [{ name: 'Orange', nameBn: 'কমলা', hex: '#e8702a' }, { name: 'Rust', nameBn: 'মরিচা রঙ', hex: '#b5501f' }],
  Brown: [{ name: 'Brown', nameBn: 'বাদামি', hex: '#6d4c41' }, { name: 'Tan', nameBn: 'ট্যান', hex: '#a67b5b' }],
  Maroon: [{ name: 'Maroon', nameBn: 'মেরুন', hex: '#7b1f2e' }, { name: 'Wine', nameBn: 'ওয়াইন', hex: '#5e1a2b' }],
};

export const NAME_STYLES = ['Classic', 'Premium', 'Everyday', 'Signature', 'Essential', 'Heritage', 'Modern', 'Festive'];
/** NAME_STYLES in Bengali, for the demo products' Bengali names. */
export const NAME_STYLES_BN: Record<string, string> = {
  Classic: 'ক্লাসিক', Premium: 'প্রিমিয়াম', Everyday: 'প্রতিদিনের', Signature: 'সিগনেচার',
  Essential: 'এসেনশিয়াল', Heritage: 'ঐতিহ্যবাহী', Modern: 'আধুনিক', Festive: 'উৎসবের',
};

export const PICKUP_POINTS = [
  { fullName: 'Bazar Point Gulshan', address: 'House 12, Road 35, Gulshan 2', city: 'Dhaka', phone: '01711000101' },
  { fullName: 'Bazar Point Dhanmondi', address: 'Plot 7, Road 27 (Old), Dhanmondi', city: 'Dhaka', phone: '01811000102' },
  { fullName: 'Bazar Point Mirpur', address: 'Section 10, Begum Rokeya Sarani, Mirpur', city: 'Dhaka', phone: '01911000103' },
  { fullName: 'Bazar Point Uttara', address: 'House 4, Sector 7, Uttara', city: 'Dhaka', phone: '01611000104' },
  { fullName: 'Bazar Point Agrabad', address: 'Sheikh Mujib Road, Agrabad C/A', city: 'Chattogram', phone: '01711000105' },
  { fullName: 'Bazar Point GEC Circle', address: 'CDA Avenue, GEC Circle', city: 'Chattogram', phone: '01811000106' },
  { fullName: 'Bazar Point Zindabazar', address: 'Zindabazar Main Road', city: 'Sylhet', phone: '01511000107' },
  { fullName: 'Bazar Point Shaheb Bazar', address: 'Shaheb Bazar Zero Point', city: 'Rajshahi', phone: '01311000108' },
  { fullName: 'Bazar Point KDA Avenue', address: 'KDA Avenue, Sonadanga', city: 'Khulna', phone: '01411000109' },
  { fullName: 'Bazar Point Sadar Road', address: 'Sadar Road, Band Road Crossing', city: 'Barishal', phone: '01711000110' },
  { fullName: 'Bazar Point Jahaj Company', address: 'Jahaj Company More, Station Road', city: 'Rangpur', phone: '01811000111' },
  { fullName: 'Bazar Point Ganginarpar', address: 'Ganginarpar Mor', city: 'Mymensingh', phone: '01911000112' },
  { fullName: 'Bazar Point Kandirpar', address: 'Kandirpar Crossing', city: 'Cumilla', phone: '01611000113' },
  { fullName: 'Bazar Point Chandana', address: 'Chandana Chowrasta', city: 'Gazipur', phone: '01711000114' },
  { fullName: 'Bazar Point Satmatha', address: 'Satmatha, Sherpur Road', city: 'Bogura', phone: '01311000115' },
];

/** Demo promo codes. WELCOME10 is documented in the README. Amounts in poisha. */
export const PROMO_CODES = [
  { code: 'WELCOME10', kind: 'percent', value: 10, minOrder: 0, maxUses: null, maxUsesPerUser: 1, expiresAt: null },
  { code: 'FLAT200', kind: 'fixed', value: 200_00, minOrder: 2000_00, maxUses: null, maxUsesPerUser: 3, expiresAt: null },
  { code: 'EID25', kind: 'percent', value: 25, minOrder: 3000_00, maxUses: 500, maxUsesPerUser: 1, expiresAt: new Date('2027-06-30T18:00:00Z') },
  { code: 'PUJA2025', kind: 'percent', value: 15, minOrder: 1000_00, maxUses: 1000, maxUsesPerUser: 1, expiresAt: new Date('2025-10-31T18:00:00Z') },
] as const;
