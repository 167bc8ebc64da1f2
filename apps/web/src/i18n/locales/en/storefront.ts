/**
 * English texts of the storefront area (`storefront.*` keys): the home page sections, the help centre,
 * the about page and the floating support buttons. Quoted in docs/product/catalog.md and help-and-about.md.
 */
export const enStorefront = {
  home: {
    viewAll: 'View all',
    viewAllLabel: 'View all: {{section}}',
    benefitsTitle: 'Why Shop With Us',
    benefitsText: 'Shopping online should feel as safe as shopping at your local market.',
    benefits: {
      delivery: { title: 'Delivery across Bangladesh', text: 'To your door in 2-4 days, in all 64 districts.' },
      cashOnDelivery: { title: 'Cash on delivery', text: 'Pay when your parcel arrives, or with bKash or Nagad.' },
      returns: { title: '7 days easy return', text: 'Not the right fit? Send it back within 7 days.' },
      authentic: { title: '100% authentic', text: 'Genuine products from brands and trusted sellers.' },
    },
    tshirtsTitle: 'T-Shirts',
    tshirtsText: 'Everyday tees in every colour and cut',
    menTitle: "Men's Fashion",
    menText: 'Shirts, panjabis, polos and more',
    kidsTitle: "Kids' Corner",
    kidsText: 'Comfy, colourful clothes for little ones, from baby wear to school days.',
    womenTitle: "Women's Fashion",
    womenText: 'Sarees, salwar kameez and kurtis for every occasion.',
    shopMen: 'Shop Men',
    shopWomen: 'Shop Women',
    shopKids: 'Shop Kids',
    noMaleProducts: 'No male products available',
    noFemaleProducts: 'No female products available',
    styles_one: '{{count, number}} style',
    styles_other: '{{count, number}} styles',
    spotlight: {
      menEyebrow: 'For him',
      menTitle: 'Dressed for every day',
      menText: 'Crisp shirts for the office, panjabis for Eid and jumma, easy polos for the weekend.',
      womenEyebrow: 'For her',
      womenTitle: 'Grace in every thread',
      womenText: 'Handloom sarees, festive salwar kameez and light kurtis for the heat.',
    },
    featuredTitle: 'Featured by Category',
    featuredText: 'A top pick from each of our most-loved departments',
    featuredMen: 'Men',
    featuredWomen: 'Women',
    featuredKids: 'Kids',
    stellarTitle: 'Stellar Collection',
    stellarText: 'Standout pieces our shoppers keep coming back for',
    welcomeTitle: 'Welcome to Bazar',
    welcomeText: 'Create a free account to follow your orders, keep your favourites and check out in seconds.',
    getStarted: 'Get Started',
    sponsorsTitle: 'Our Brand Partners',
    sponsorsText: 'Bangladeshi labels we are proud to sell',
    sponsors: {
      deshiThreads: 'Everyday cotton wear, cut and sewn in Narayanganj.',
      karigor: 'Hand-finished panjabis and festive wear by master tailors.',
      urbanMirpur: 'Street-smart denim and tees for the city.',
      tarang: 'Sound and smart gadgets with a local warranty.',
      ghorSajao: 'Bedsheets, cushions and curtains for a brighter home.',
    },
    promo: {
      label: 'Promotions',
      slideLabel: '{{index, number}} of {{count, number}}',
      previous: 'Previous promotion',
      next: 'Next promotion',
      pause: 'Pause promotions',
      play: 'Play promotions',
      goTo: 'Show promotion {{index, number}}: {{name}}',
      welcome: 'Code {{code}}: {{percent, number}}% off your first order',
      slides: {
        men: {
          name: 'Men',
          eyebrow: "Men's collection",
          title: 'Sharp looks for him',
          text: 'New shirts, panjabis and polos, ready for office, Eid and everything in between.',
          cta: 'Shop Men',
        },
        women: {
          name: 'Women',
          eyebrow: "Women's collection",
          title: 'Colours of the season',
          text: 'Jamdani, cotton and georgette: sarees and salwar kameez in this year’s shades.',
          cta: 'Shop Women',
        },
        sale: {
          name: 'Sale',
          eyebrow: 'Season sale',
          title: '20% OFF on all items',
          text: 'Fashion, electronics and home goods, all in one basket. Pay cash on delivery.',
          cta: 'Shop the sale',
        },
        premium: {
          name: 'Premium',
          eyebrow: 'Premium edit',
          title: 'Crafted to last',
          text: 'Fine fabrics, careful tailoring and handloom work from our best makers.',
          cta: 'Explore Premium',
        },
      },
    },
  },
  help: {
    title: 'Help Center',
    intro: 'Answers about ordering, delivery, payment and returns. Can’t find yours? We’re here 24/7.',
    searchLabel: 'Search help topics',
    searchPlaceholder: 'Search help topics...',
    sectionsLabel: 'Help topics',
    results_one: '{{count, number}} answer for “{{query}}”',
    results_other: '{{count, number}} answers for “{{query}}”',
    noResults: 'No help topics match “{{query}}”. Try another word, or chat with us.',
    clearSearch: 'Clear search',
    share: 'Share',
    shareTitle: 'Bazar Help Center',
    linkCopied: 'Link copied!',
    copyFailed: 'Copy this link: {{url}}',
    contactTitle: 'Still need help?',
    contactText: 'Our support team answers 24 hours a day, 7 days a week.',
    contactUs: 'Contact Us',
    sections: {
      'sample-center': {
        name: 'Sample Center',
        title: 'Sample Center: ordering made simple',
        description: 'New to Bazar? Here is how to find what you like, order it and pay the way that suits you.',
        faqs: {
          order: {
            q: 'How do I place an order?',
            a: 'Open a product, choose your size and quantity and tap Add to Cart. When you are ready, open the cart and choose Proceed to Checkout, enter your name, phone number and delivery address, pick a payment method and confirm. You get an order number straight away and can follow the order under My Orders.',
          },
          payment: {
            q: 'Which payment methods can I use?',
            a: 'You can pay cash on delivery anywhere in Bangladesh, or pay in advance with bKash, Nagad, Rocket or a Visa/Mastercard card. For bKash and Nagad, send the amount shown at checkout and enter the transaction ID on the payment page; we confirm it within a few hours.',
          },
        },
      },
      'online-trade-show': {
        name: 'Online Trade Show',
        title: 'Online Trade Show: new collections and brands',
        description: 'Seasonal showcases of new arrivals and brand offers, open to everyone online.',
        faqs: {
          arrivals: {
            q: 'When do new collections arrive?',
            a: 'New products arrive every week. Our big showcases open before Eid, Pohela Boishakh and winter, with early offers for newsletter subscribers. Subscribe at the bottom of any page to hear first.',
          },
          authentic: {
            q: 'Are the products genuine?',
            a: 'Yes. Every product comes from the brand itself or an authorised seller, and is checked before it leaves our warehouse. If anything you receive is not genuine, return it within 7 days for a full refund.',
          },
        },
      },
      tips: {
        name: 'Tips',
        title: 'Tips for delivery and returns',
        description: 'Good to know before and after your parcel arrives.',
        faqs: {
          delivery: {
            q: 'How long does delivery take, and where do you deliver?',
            a: 'We deliver to all 64 districts of Bangladesh: usually 1-2 days inside Dhaka and 2-4 days elsewhere. The delivery charge is shown in your cart before you confirm. We do not ship outside Bangladesh yet. Keep your phone on: the rider calls before arriving.',
          },
          returns: {
            q: 'How do I return an item?',
            a: 'You can return an item within 7 days of delivery if it is unused, unwashed and still has its tags. Open My Orders, choose the order and request a return; a courier collects it from your address. Your refund goes to your bKash, Nagad or bank account within 5-7 working days after we receive the item.',
          },
        },
      },
      live: {
        name: 'Live Support',
        title: 'Live Support: talk to us',
        description: 'Our team is online 24 hours a day, 7 days a week, in Bangla and English.',
        faqs: {
          contact: {
            q: 'How can I reach customer support?',
            a: 'Tap the chat button at the bottom of any page, or use the Contact Us page. Have your order number ready if your question is about an order, so we can help you faster.',
          },
          cancel: {
            q: 'Can I cancel or change my order?',
            a: 'Yes, as long as it has not shipped. Open My Orders, choose the order and cancel it, then place a new one with the changes. If you paid with bKash or Nagad, the money comes back within 3-5 working days. After shipping you can still refuse the parcel at the door or return it within 7 days.',
          },
        },
      },
    },
  },
  about: {
    title: 'About Us',
    eyebrow: 'Premium fashion, made for Bangladesh',
    heading: 'Style you can trust, delivered to your door',
    blocks: {
      who: {
        title: 'Who We Are',
        text: 'Bazar is a Dhaka-based fashion house and online store. Since 2019 we have brought premium clothing for men, women and kids, together with accessories, electronics and home goods, to shoppers in every district of Bangladesh.',
      },
      mission: {
        title: 'Our Mission',
        text: 'To make quality fashion easy to reach for everyone: honest prices, fabrics that last, and a shopping experience as trustworthy as your favourite local shop.',
      },
      offer: {
        title: 'What We Offer',
        text: 'Shirts, panjabis, sarees, salwar kameez, kids’ wear and everyday tees from Bangladeshi makers and trusted brands, plus accessories, gadgets and home essentials. New arrivals every week.',
      },
      why: {
        title: 'Why Choose Bazar',
        text: 'Authentic products, cash on delivery or bKash and Nagad, delivery in 2-4 days, 7-day easy returns and a support team that answers 24/7.',
      },
    },
    faqTitle: 'Frequently Asked Questions',
    faqs: {
      tracking: {
        q: 'How can I track my order?',
        a: 'Sign in and open My Orders. Each order shows its current status, from confirmed to shipped, out for delivery and delivered. We also send you a message when your parcel leaves our warehouse.',
      },
      returns: {
        q: 'What is your return policy?',
        a: 'You can return any item within 7 days of delivery if it is unused, unwashed and has its original tags. Request the return from My Orders; we collect it and refund you within 5-7 working days after it reaches us.',
      },
      shipping: {
        q: 'Do you ship outside Bangladesh?',
        a: 'Not yet. We currently ship only within Bangladesh, to all 64 districts. Delivery usually takes 1-2 days inside Dhaka and 2-4 days elsewhere.',
      },
      support: {
        q: 'Is customer support available at any time?',
        a: 'Yes. Our support team is available 24/7 through the chat button, the Help Center and the Contact Us page, in Bangla and English.',
      },
      cancel: {
        q: 'Can I cancel my order?',
        a: 'Yes, you can cancel an order any time before it ships, from My Orders. Advance payments by bKash or Nagad are refunded within 3-5 working days.',
      },
    },
    favoritesTitle: 'Your Favorites',
    favoritesText: 'Items you saved to your wishlist',
    noFavorites: 'No favorite items found.',
    browseProducts: 'Browse products',
  },
  support: {
    scrollToTop: 'Back to top',
    chat: 'Chat with us',
  },
};
