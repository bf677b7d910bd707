// The texts, limits and money helpers of listings, without zod: pages that only show listings
// import these, so the schemas (and zod) stay out of their first load.
/** Every blank field of the add-listing form gives this one text, as the original app did. */
export const FILL_ALL_FIELDS = 'Please fill in all fields!'
export const MUST_BE_LOGGED_IN = 'You must be logged in to add products!'
export const ADD_FAILED = 'Failed to add product. Please try again!'
export const ADDED = 'Product added successfully!'
export const NO_LISTINGS = 'No products listed yet!'
export const CONFIRM_DELETE = 'Are you sure you want to delete this product?'
export const NOT_YOUR_LISTING = 'You can only change your own products.'
export const LISTING_NOT_FOUND = 'Product not found. It may have been deleted.'
export const NOTHING_TO_CHANGE = 'Change at least one field: crop name, price or quantity.'

export const OWN_LISTINGS_PAGE_SIZE = 5
export const LISTING_NAME_MAX = 80
/** A browse search is a crop name: the same limit. */
export const SEARCH_MAX = LISTING_NAME_MAX
/** A place (state or district) typed in the browse filters, as long as a profile's location. */
export const PLACE_MAX = 120
/** Rupees per kg. */
export const PRICE_MAX_RUPEES = 100_000
/** Whole kg. */
export const QUANTITY_MAX_KG = 1_000_000

export const NAME_TOO_LONG = `Crop name: at most ${LISTING_NAME_MAX} characters.`
export const PRICE_NOT_NUMBER = 'Price per kg must be a number, for example 24.50.'
export const PRICE_NOT_POSITIVE = 'Price per kg must be more than ₹0.'
export const PRICE_TOO_PRECISE = 'Price per kg can have at most 2 decimal places (paise).'
export const PRICE_TOO_HIGH = 'Price per kg can be at most ₹1,00,000.'
export const QUANTITY_NOT_WHOLE = 'Quantity must be a whole number of kg.'
export const QUANTITY_NOT_POSITIVE = 'Quantity must be at least 1 kg.'
export const QUANTITY_TOO_HIGH = 'Quantity can be at most 10,00,000 kg.'

// Photos: the server's refusals; the form checks type and size before sending too.
export const PHOTO_NOT_AN_IMAGE = 'This file is not a photo. Choose a JPEG, PNG or WebP image.'
export const PHOTO_HEIC =
  'HEIC photos cannot be read here yet. Choose the photo from the gallery (phones send it as JPEG) or set the camera to JPEG ("Most Compatible").'
export const PHOTO_TOO_LARGE = 'A photo can be at most 10 MB.'
export const PHOTO_TOO_MANY = 'A listing can have at most 4 photos. Delete one to add another.'
export const PHOTO_UNREADABLE = 'This photo could not be read. It may be damaged; try another one.'
export const PHOTO_NOT_FOUND = 'Photo not found.'
export const PHOTO_TOO_MANY_PIXELS =
  'This photo has more than {max} megapixels. Choose a smaller photo, or take it at a lower resolution.'
export const PHOTO_STORAGE_FULL =
  'Your photos fill the {max} MB one account can store. Delete some photos or old products to add more.'

// A farmer's listings: how many one account holds, and how fast they are added.
export const LISTING_LIMIT =
  'You have {max} products listed (sold-out ones too), the most one account can hold. Delete one to add another.'
export const LISTING_TOO_FAST =
  '{seconds, plural, one {Products are being added too fast (at most {max} a minute). Please try again in # second.} other {Products are being added too fast (at most {max} a minute). Please try again in # seconds.}}'
/** Beside the photo chooser when the form is sent with a file that cannot be sent. */
export const REMOVE_REFUSED_PHOTOS =
  'Remove the files that cannot be sent (or choose other photos), then add the product.'
