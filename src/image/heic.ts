/** How to have an iPhone's photo in a form the tool reads (its HEIC, HEVC inside, is decoded neither by sharp's build nor by most browsers). */
export const HEIC_HINT = 'An iPhone saves photos as JPEG when Settings > Camera > Formats is "Most Compatible".';
