"""Chat register put into the written register the parser was trained on, before it parses.

spaCy's small English model learned from edited text: capitalised sentences,
apostrophes, one exclamation mark, no emoji. People write to an assistant in
another register -- "im vegetarian lol", "my mother in law cant eat dairy",
"Dad of 3 👨‍👧‍👦", "SO tired!!!" -- and the parse of that text is worse than the
parse of the same words written out. :func:`normalise` closes the gap, by
class, never by sentence:

* **characters** -- curly quotes straightened, emoji and pictographs dropped
  (the framing reader still sees them in the raw turn: a laughing emoji marks a
  joke), a run of ``!`` / ``?`` or dots squeezed to one mark;
* **shorthand** -- chat spellings spelled out ("w/", "r", "u", "pls", "rn",
  "bc", "gonna"), contractions written without their apostrophe restored
  ("dont", "im", "cant"), an "in law" hyphenated;
* **discourse tags** -- "lol", "fyi", "btw", "tbh" at the edge of a sentence
  carry no content and confuse the parse ("veggie lol" as a verb and object);
* **case and ending** -- a lower-case "i" is "I", a sentence's first letter is
  capitalised ("my mum lives in Cork" parses "lives" as a noun otherwise;
  "iPhone" keeps its case), and a message that ends without a mark ends with a
  full stop, as the parser expects.

>>> normalise("my mother in law cant eat dairy lol")
"My mother-in-law can't eat dairy."
>>> normalise("Dad of 3 👨\u200d👧\u200d👦!!!")
'Dad of 3!'
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import partial

from spacy.lang.en.stop_words import STOP_WORDS

from ..vocabulary import DAY_WORDS, MONTH_WORDS, spelled_numbers
from . import lexicon
from .names import english, verb

#: Kin said in the family's own language, or in a dialect's own word, after whose it is ("my bhabhi Priya", "My
#: mainini Tendai", "ma loon Callum", "oor quine Isla"): the English word the parser knows as a noun. Each is a
#: kin word only after "my", "our" and the like ("a loon" is no one's son).
_KIN_SAID = {
    "bhabhi": "sister-in-law", "bhabi": "sister-in-law", "bhabhiji": "sister-in-law", "jiju": "brother-in-law",
    "jijaji": "brother-in-law", "devar": "brother-in-law", "nanad": "sister-in-law", "bua": "aunt",
    "chachu": "uncle", "mamaji": "uncle", "mami": "aunt", "nanaji": "grandfather", "dadaji": "grandfather",
    "mainini": "aunt", "maiguru": "aunt", "tete": "aunt", "babamukuru": "uncle", "babamunini": "uncle",
    "sekuru": "grandfather", "ambuya": "grandmother", "gogo": "grandmother", "mkhulu": "grandfather",
    "malume": "uncle", "pakcik": "uncle", "makcik": "aunt", "abang": "brother", "kakak": "sister",
    "yiayia": "grandmother", "yaya": "grandmother", "pappou": "grandfather", "papou": "grandfather",
    "theia": "aunt", "thea": "aunt", "theios": "uncle", "nannu": "grandfather", "mamgu": "grandmother",
    "tadcu": "grandfather", "nain": "grandmother", "taid": "grandfather", "bampi": "grandfather",
    "mamó": "grandmother", "daideó": "grandfather", "teta": "grandmother", "jiddo": "grandfather",
    "khalto": "aunt", "ammo": "uncle", "koro": "grandfather", "kuia": "grandmother",
    "loon": "son", "quine": "daughter", "mither": "mother", "faither": "father",
    # Nepali, Hindi, Bengali and Urdu siblings, Cameroonian and West African "tanti", Zambian "small father"
    "didi": "sister", "apa": "sister", "baji": "sister", "behen": "sister", "bhai": "brother", "bhaiya": "brother",
    "dai": "brother", "brither": "brother", "tanti": "aunt", "tantie": "aunt", "tanty": "aunt",
    "small father": "uncle", "small mother": "aunt",
    "nonc": "uncle", "parrain": "godfather", "nannan": "godmother", "daddy-in-law": "father-in-law",
    "mama-in-law": "mother-in-law", "momma-in-law": "mother-in-law",
    # Filipino kin, said in Tagalog inside English
    "tita": "aunt", "tito": "uncle", "lola": "grandmother", "lolo": "grandfather", "kuya": "brother",
    "ate": "sister", "pinsan": "cousin", "anak": "child", "manang": "sister", "manong": "brother",
}
#: Words after which an opening "me" is "my" besides the relations' own: kin said in dialect, and words of age or
#: size before kin ("me da", "me auld fella", "me wee girl").
_ME_KIN = frozenset({"da", "mam", "ma", "mammy", "fella", "auld", "old", "lad", "girl", "wee", "bairn", "bairns",
                     "wean", "weans", "kids", "lass", "missus", "pal", "mate", "bredda", "sista", "big", "little",
                     "younger", "older", "eldest", "oldest", "youngest"})
_SHORTHAND = [(re.compile(p, re.IGNORECASE), r) for p, r in [
    (r"\bw/o\b", "without"), (r"\bw/(?=\s)", "with"), (r"(?<=\s)r(?=\s)", "are"), (r"\bu\b", "you"),
    (r"\bur\b", "your"), (r"\bpls\b|\bplz\b", "please"), (r"\brn\b", "right now"), (r"\bidk\b", "I don't know"),
    (r"\bbc\b|\bb/c\b|\bcuz\b|\bcoz\b", "because"), (r"\bgonna\b", "going to"), (r"\bwanna\b", "want to"),
    (r"\bgotta\b", "have to"), (r"\bkinda\b", "kind of"), (r"\bsorta\b", "sort of"), (r"\btho\b", "though"),
    (r"\bppl\b", "people"), (r"\bbday\b", "birthday"), (r"\babt\b", "about"), (r"\bfave?\b", "favourite"),
    (r"\btmrw\b", "tomorrow"), (r"\bthx\b", "thanks"), (r"(?<!\boh )\bya\b(?!\s*[,.!])", "you"),
    # "I been a coal miner thirty year": the "have" of Southern and Appalachian speech left out
    (r"(?<!\bhave\s)(?<!\bhad\s)\b(I|we|they)\s+been\b(?!\s+(?:to\b|there\b))", r"\1've been"),
    # the North's and Scotland's "flit" for moving house ("Our Kayleigh's flitted to Pontefract"), Geordie's
    # "divvent", "cannet", "winnet"
    (r"\bflitted\b", "moved"), (r"\bflitting\b", "moving"), (r"\bflits\b", "moves"),
    (r"\ban['’] all\b", "as well"),  # ("she's a qualified lifeguard an' all": one more, as "too" says)
    (r"\ban['’](?=\s)", "and"),  # ("Me grandad Wilf's eighty-eight an' he still mends owd clocks")
    (r"\bdivven'?t\b", "don't"), (r"\bcannet\b", "can't"), (r"\bwinnet\b", "won't"),
    # Boston's dropped r: "my brotha", "a firefightah", "just staahted"
    (r"\bstaah?t(ed|ing|s)?\b", r"start\1"),
    (r"\bbrotha\b", "brother"), (r"\bmotha\b", "mother"), (r"\bfatha\b", "father"), (r"\bsistah?\b", "sister"),
    (r"\bfirefightah\b", "firefighter"), (r"\bdaughtah\b", "daughter"),
    # contractions typed without the apostrophe
    (r"\bim\b", "I'm"), (r"\bive\b", "I've"), (r"\bdont\b", "don't"), (r"\bcant\b", "can't"),
    (r"\bdoesnt\b", "doesn't"), (r"\bwont\b", "won't"), (r"\bdidnt\b", "didn't"), (r"\bisnt\b", "isn't"),
    (r"\bwasnt\b", "wasn't"), (r"\barent\b", "aren't"), (r"\bhavent\b", "haven't"), (r"\bhasnt\b", "hasn't"),
    (r"\bcouldnt\b", "couldn't"), (r"\bwouldnt\b", "wouldn't"), (r"\bshouldnt\b", "shouldn't"),
    (r"\byoure\b", "you're"), (r"\bthats\b", "that's"), (r"\bwhats\b", "what's"), (r"\btheyre\b", "they're"),
    # kin said the way a family says it: "my ma" (the mother: "ma" alone opens a French "Ma belle-sœur"), and the
    # Singaporean "Ah Ma", "Ah Gong" (the grandparents)
    (r"\b(my|our|his|her|their|your) ma\b(?!['’]am)", r"\1 mam"), (r"\bah (?:ma|mah|po)\b", "Grandma"),
    (r"\bah (?:gong|kong)\b", "Grandpa"),
    # someone's home said by their name alone ("staying at my mum's in Stockport", "At Mum's again"): the place
    (r"\b(at|to|round|from) ((?:(?:my|our|his|her|their|me) )?(?:mum|mam|mom|ma|nan|nana|gran|granny|grandma|dad|da|"
     r"sister|brother|sis|bro|mate|aunt|auntie|aunty|uncle|parents|folks|in-laws|girlfriend|boyfriend|partner|"
     r"cousin|friend|bestie|nan and grandad))['’]s(?=\s+(?:in|on|for|again|tonight|this|while|until|till|near)\b|"
     r"\s*[,.!?;]|\s*$)", r"\1 \2's place"),
    # Jamaican "mi" for "I" and "my" opening a sentence ("Mi a nurse at UHWI", "Mi granny still live a Mandeville")
    (r"(?:(?<=^)|(?<=[.!?]\s))mi (?=(?:a|an)\s)", "I'm "),
    (r"(?:(?<=^)|(?<=[.!?]\s))mi (?=(?:granny|gran|mada|mumma|mother|father|puppa|daddy|mommy|mummy|sister|brother|"
     r"bredda|sistren|cousin|auntie|aunty|uncle|son|daughter|wife|husband|man|woman|baby|pickney)\b)", "my "),
    (r"\bshes\b", "she's"), (r"\bhes\b(?= (?:a|an|the|my|from|in|at|on|not|so|really|still|just|always|got|been|[a-z]+ing)\b)", "he's"),
    # the first person of the North and Scotland ("Ah'm an HGV driver", "Aa've been"), and a dropped "g"
    # ("been flyin' eleven years"): the written word
    (r"\b(?:ah|aa)(?=['’](?:m|ve|ll|d)\b)", "I"),
    # Northumbrian and Geordie "Aa" for "I" before its verb ("Aa live in a wee cottage in Rothbury")
    (r"(?:(?<=^)|(?<=[.!?,]\s))aa (?=(?:live|work|am|was|have|had|do|did|go|drive|play|teach|run|keep|divvent|"
     r"don't|can't|won't|didn't|"
     r"cannet|canna|dinnet|think|like|love)\b)", "I "), (r"\b(\w{2,}in)['’](?=\s|[.,!?;]|$)", r"\1g"),
    (r"\b(\w+) in law\b", r"\1-in-law"),
    # "me" for "my" before what one sold or lost, in the North and in Ireland ("Sold me tenor horn to a lass in
    # Shipley", "crashed me bike"): never "sold me a van" (sold to the speaker)
    (r"\b(sold|flogged|lost|broke|crashed|swapped|scrapped|gave away|given away|traded in) me "
     r"(?!(?:a|an|the|some|it|them|one|this|that|these|those|out|up|down|off|on|onto|over|into|in|to|back|round|"
     r"around|across|from|with|for|at|away|home|again|too|and|but|so|instead)\b)(?=[a-z])", r"\1 my "),
    # "like" for "as" before a bare trade, as learners of English say it ("I am working in the farm like packer")
    (r"\b(work(?:s|ing|ed)?\b[^.;!?]{0,60}?) like (?=[a-z]+(?:er|or|ist|ian)\b(?! (?:of|than)\b))", r"\1 as "),
    # "2" for "to" after the words that take it ("allergic 2 penicillin", "moved 2 Leeds", "going 2 uni")
    (r"\b(allergic|intolerant|moved|moving|going|went|back|listen|listening|talk|talking|married|engaged)"
     r" 2 (?=[a-z])", r"\1 to "),
    # "me" for "my" before kin, opening a sentence, in Irish, Scots and Northern English ("Me da's a postman")
    # (a word of praise between: "Me 'ansum husband Jago", "me lovely mam")
    # (any word a relation is known by, :data:`lexicon.RELATIONS`: "Me mother's ninety-two", "Me stepdad Col")
    (r"(?:(?<=^)|(?<=[.!?]\s))(?:me|meh) (?=(?:['’]?[a-z]+ )?(?:" + "|".join(
        re.escape(w) for w in sorted(lexicon.RELATIONS | _ME_KIN, key=len, reverse=True) if " " not in w)
     + r")\b)", "my "),
    # Geordie "wor" for "our", and "our lass", "me lass", "wor lass" for one's wife ("Wor lass works at Nissan")
    (r"\b(?:wor|our|me|my) lass\b", "my wife"), (r"\bwor (?=[a-z]+\b)", "our "),
    # "me" for "my" after a preposition, before a thing one has or kin ("the keys to me new gaff", "by me mother
    # house", "in me own place"): never "gave me new shoes", which no preposition opens
    (r"\b(?P<prep>to|in|at|from|into|by|for|with|of|on) me (?=(?:new|own|old|first|last|little|wee|mother|mum|mam|"
     r"father|dad|da|granny|gran|nan|sister|brother|auntie|aunty|uncle|cousin|wife|husband|missus|fella|son|"
     r"daughter|kids|house|flat|place|car|van|job|work)\b)", r"\g<prep> my "),
    # "me" for "my" before what can only be one's own ("did me first night at the Friarage", "handed me badge in",
    # "in me own time"), unless a verb of giving makes "me" the one given to ("they gave me first pick")
    (r"(?<!\bgave)(?<!\bgive)(?<!\bgives)(?<!\bgiving)(?<!\bsent)(?<!\bshowed)(?<!\btold)(?<!\boffered)"
     r"(?<!\blent)(?<!\bbought)(?<!\bletting)(?<!\blet) me (?=(?:first|last(?! (?:night|week|weekend|month|year|"
     r"time|term|season|summer|winter|spring|autumn|christmas|monday|tuesday|wednesday|thursday|friday|saturday|"
     r"sunday)\b)|own|badge|keys|notice|leaving|knives|tools|whites|apron|"
     r"pass|lanyard|mind)\b)", " my "),
    # Guyanese and Caribbean "Ah" for "I" before what one is doing ("Ah living in Kitty", "ah working at the bank")
    (r"(?:(?<=^)|(?<=[.!?;,]\s))ah (?=(?:living|working|staying|studying|teaching|driving|going|moving|"
     r"renting|learning|training|nursing)\b)", "I'm "),
    # kin said in the family's own language after "my" ("My didi Sushmita works as ...", "my bhai Rashed", "my tanti
    # Odette", "me brither Thorfinn"): the English word, which the parser knows as a noun
    *((rf"\b(my|our|oor|his|her|their|me|ma) (?:{'|'.join(w for w, e in _KIN_SAID.items() if e == english)})\b",
       rf"\1 {english}") for english in sorted(set(_KIN_SAID.values()))),
    # Scots and Northern "wi'" for "with" ("that's me done wi' Hull Scaffolding")
    (r"\bwi['’](?=\s)", "with"),
    # the Irish "'tis" and "'twas": "it's", "it was"
    (r"(?<![\w'])'tis\b", "it's"), (r"(?<![\w'])'twas\b", "it was"),
    # Glaswegian "ma" for "my" before kin ("Ma wee sister Kirsty", "Ma da drives a bin lorry"), and the kin said
    # by a nickname ("my old man's a dairy farmer", "our kid's just signed on"): the written words
    (r"\bma (?=(?:wee|da|dad|maw|mum|mam|sister|brother|granny|gran|nan|papa|pal|pals|auntie|aunty|uncle|cousin|"
     r"wean|weans|lassie|wife|husband|missus|man|bairn|bairns|son|daughter|big|auld|bestie|boyfriend|girlfriend|"
     r"partner|maw)\b)", "my "),
    (r"\b(my|me|his|her) old man\b", r"\1 dad"), (r"\b(my|me|his|her) old dear\b", r"\1 mum"),
    # "has" left out before "been", as Caribbean, Bermudian and other Englishes say it ("My Aunty Clarice been a guide
    # at the aquarium for twenty years", "she been nursing since 2010"): the perfect, never a past left behind
    (r"(?<=[a-z]) (?-i:(?=[A-Z]))([A-Z][a-z]+) been (?=(?:a|an|the|at|in|with|working|living|nursing|teaching|driving|"
     r"running|doing|there|here|married|retired)\b)", r" \1 has been "),
    (r"\b(she|he) been (?=(?:a|an|the|at|in|with|working|living|nursing|teaching|driving|running|doing|married|"
     r"retired)\b)", r"\1 has been "),
    # the American "outta" and "outa": "out of" ("I run a taco truck outta San Marcos")
    (r"\bout(?:t)?a\b(?= [A-Z])", "out of"),
    # the British "has only gone and qualified", "she went and joined the Navy": what was done, said with surprise
    (r"(?:['’]s| has) (?:only |just )?gone and (?=[a-z]+ed\b|got\b|won\b|left\b|bought\b|sold\b)", " has "),
    (r"(?:['’]ve| have) (?:only |just )?gone and (?=[a-z]+ed\b|got\b|won\b|left\b|bought\b|sold\b)", " have "),
    (r"\b(?:only )?went and (?=[a-z]+ed\b|got\b|won\b|left\b|bought\b|sold\b)", ""),
    # ("Our kid's missus Danielle": a brother's wife, the North's "our kid" a brother before his kin too)
    (r"\bour kid['’]s (?=(?:missus|wife|husband|girlfriend|boyfriend|fella|partner|fiancée|fiancee|lass|lad|son|"
     r"daughter|bairn|bairns|kids|little one|twins)\b)", "my brother's "),
    # the second-language "working like organ builder": "as" one, no likeness (never "working like a dog",
    # "working like crazy")
    (r"\b(work|works|working|worked) like (?=[a-z]+(?: [a-z]+)?(?:er|or|ist|ian|man|woman|wright|smith|keeper)\b)"
     r"(?!(?:a|an|the|crazy|mad|hell|clockwork|never|ever|nobody|no one|every)\b)", r"\1 as a "),
    # ("our kid's just signed on", "our kid works at Asda": a brother; "our kid's teacher": the child's)
    (r"\bour kid\b(?=['’]s (?:just|been|got|gone|a|an|only|now|off|back|moving|going|getting|started|signed|moved|"
     r"joined|left|passed|finally|still|always|never)\b|\s+(?:is|was|has|had|works|lives|plays|drives|does|did|got|"
     r"just|moved|signed|started)\b)", "my brother"),
    # the particles Singapore and Malaysia end a clause with ("allergic to peanuts leh", "stays in Woodlands lor"):
    # a tone, no word of what is said
    (r"\s+(?:lah|leh|lor|meh|sia|hor|liao|one lah)\b(?=\s*[,.!?;]|\s*$)", ""),
    # Scots and Doric function words ("Oor skipper", "he wis fifteen", "oot o Fraserburgh", "fower weeks on,
    # fower aff", "I cannae drive"): the English words, so the parse finds the subject and the verb
    (r"\boor\b", "our"), (r"\bwis\b", "was"), (r"\bfae\b", "from"), (r"\boot o\b", "out of"), (r"\boot\b", "out"),
    (r"\bfower\b", "four"), (r"\baff\b", "off"), (r"\bwi\b", "with"), (r"\bhame\b", "home"),
    (r"\bgings\b", "goes"), (r"\bging\b", "go"), (r"\bgaun\b", "going"), (r"\bgaed\b", "went"),
    (r"\bwik\b", "week"), (r"\bwiks\b", "weeks"), (r"\bcooncil\b", "council"), (r"\bstanemason\b", "stonemason"),
    (r"\bhoose\b", "house"), (r"\broon\b", "round"), (r"\bskweel\b", "school"), (r"\bschuil\b", "school"),
    (r"\b(?:masel|mysel|meself|mesel|maself)\b", "myself"), (r"\bcannae\b", "can't"), (r"\bdinnae\b", "don't"),
    (r"\bwidnae\b", "wouldn't"),
    (r"\b(did|does|is|was|would|could|should|have|are|had)nae\b", r"\1n't"),
    # Nigerian Pidgin's verb markers ("my cousin wey dey for Lagos", "I dey work for A&E", "na nurse I be",
    # "don open him own salon"): the English the parse reads
    (r"\bwey dey (?:for|for inside|inside)\b", "who lives in"), (r"\bI dey (?=[a-z]+\b)", "I "),
    (r"\bna (\w+) I be\b", r"I am a \1"), (r"\bhim own\b", "his own"), (r"\bher own own\b", "her own"),
    # the words of health and diet most often misspelt in chat
    (r"\bal+erg(?:ic|ik)\b", "allergic"), (r"\bal+erg(?:y|ie)\b", "allergy"), (r"\bintoll?[ea]rent\b", "intolerant"),
    (r"\btype one\b(?= (?:diabet|diabetes))", "type 1"), (r"\btype two\b(?= (?:diabet|diabetes))", "type 2"),
    (r"\ball me (?=(?:life|days|born days|working life)\b)", "all my "),
    (r"\bveg[ei]t[ae]rian\b|\bveggie(?= *(?:$|[.,;!]| and| so| now| too| these| since| again))", "vegetarian"), (r"\bdiabet(?:ik|ec)\b", "diabetic"), (r"(?:(?<=\bam )|(?<='m )|(?<=\bis )|(?<='s )|(?<=\bare )|(?<='re ))(?=type [12] diabetic\b)", "a "), (r"\bcolou?r[- ]blind\b", "colourblind"),
    (r"\bamoxic+il+in\b", "amoxicillin"), (r"\bpen+[ie]cil+[ie]n\b", "penicillin"),
]]
#: A name's "'s" before "a" is "is" ("My flatmate Aroha's a paramedic"): nothing is owned by "a" (case kept: a
#: name has its capital).
_NAME_IS = re.compile(r"\b([A-Z][a-z]+)['’]s (?=(?:a|an)\s)")
#: Kin's "'s" before an age is "is" ("My grandad's 82 and still drives"; "my dad's 3 cars" names no age).
_AGED = re.compile(r"\b((?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir) [a-z-]+)['’]s (?=\d{1,3}(?:\s*(?:and|now|today|next|"
                   r"this|years|yrs|,|\.|!|$)))")
#: Kin's "'s" before "just turned" is "has" ("Me nana's just turned 92": the parser's "is ... turned" loses the age).
_HAS_DONE = re.compile(r"\b((?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir) (?:[a-z-]+ )?[a-z-]+|[A-Z][a-z]+)['’]s "
                       r"((?:just |only |recently |finally )?(?:turned|retired|moved|started|passed|qualified|"
                       r"graduated|signed|enlisted|joined|left|emigrated))\b")
#: A thing's "'s" before where it is held is "is" ("so the Christmas do's at the Crown Spa now", "our AGM's in the
#: Scout hut"): nothing is owned by "at".
_HELD_IS = re.compile(r"\b((?:[Tt]he|[Oo]ur|[Mm]y|[Tt]his year's) (?:[A-Za-z]+ )?[a-z]+)['’]s (?=(?:now )?(?:at|in) "
                      r"(?:the )?[A-Z])")
#: Kin's "'s" before "a" or "an" is "is" ("my dad's a dairy farmer"; the parser reads a possessive of nothing).
_KIN_IS = re.compile(r"\b((?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir) (?:[a-z-]+ )?[a-z-]+)['’]s (?=(?:a|an)\s)")
#: Someone said with what they are allergic or intolerant to, and no "is" between (Singapore and Malaysia's "My
#: colleague Mei Ling allergic to peanuts leh", "I allergic to prawns"): the copula put back.
_COPULA_LEFT_OUT = re.compile(r"\b(?P<who>I|[A-Z][a-z]+|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er) [a-z-]+)\s+"
                              r"(?P<state>allergic|intolerant)\s+(?=to\b)")
#: Someone said with their post or their age and no "is" between, as Caribbean, West African and Hawaiian English
#: and many learners say it ("Me cousin Shanice a route setter down at di climbing gym", "Sekou, he a dive
#: instructor", "she eighty-seven already"): the copula put back, where a clause opens.
_POST_LEFT_OUT = re.compile(r"(?:(?<=^)|(?<=[.!?,;]\s))(?P<who>[Hh]e|[Ss]he|(?:[Mm]y|[Oo]ur) (?:[a-z-]+ )?[a-z-]+ "
                            r"[A-Z][a-z]+)\s+(?=(?:a|an)\s+[a-z]|\d{2,3}(?:\s+(?:already|now|and|years)\b|[,.!]|$))")
_NOT_SUBJECTS = frozenset({"very", "so", "also", "severely", "mildly", "badly", "quite", "really", "extremely",
                           "slightly", "not", "still", "mostly", "only", "deathly", "seriously", "super", "highly",
                           "be", "being", "been", "is", "am", "are", "was", "were", "get", "got", "become", "became"})


def _copula_back(found: re.Match[str]) -> str:
    who = found.group("who")
    if who.split()[-1].lower() in _NOT_SUBJECTS:
        return found.group(0)
    return f"{who} {'am' if who == 'I' else 'is'} {found.group('state')} "


#: Tags of the chat register that say nothing about the world ("lol", "fyi"), at a sentence's edge.
_LAUGHS = r"lol|lmao|rofl|haha+|hehe+"
_TAGS = rf"(?:{_LAUGHS}|fyi|btw|tbh|ngl|imo|imho|jk|xd|omg|smh|ftw|innit|irl|lowkey|highkey)"
_TAG_END = re.compile(rf"[\s,;-]+{_TAGS}(?=\s*(?:[.!?]|$))", re.IGNORECASE)
_TAG_START = re.compile(rf"(?:(?<=^)|(?<=[.!?]\s)){_TAGS}[\s,:;-]+", re.IGNORECASE)
#: A tag said between commas, or before one ("in Basildon, innit, fourteen dogs on a Saturday", "a kart mechanic irl at
#: Teesside Autodrome lol, absolute goat"): the comma kept, the tag out.
_TAG_COMMA = re.compile(rf"(?:,\s*|\s+){_TAGS}(?=\s*,)|(?<=[a-z])\s+irl\b", re.IGNORECASE)
#: A laugh between two clauses, where chat puts a full stop ("back in red team lol miss changed it back"): a comma.
_TAG_MID = re.compile(rf"(?<=[a-z0-9])\s+(?:{_LAUGHS})\s+(?=[a-z])", re.IGNORECASE)
#: "omg", "ngl", "tbh" between two clauses, the second opening on someone: where a full stop goes.
_EXCLAIMED_MID = re.compile(r"(?<=[a-z0-9])\s+(?:omg|ngl|tbh|smh|fr)\s+(?=(?:i|i'm|he|she|he's|she's|they|we|it|you)\b)",
                            re.IGNORECASE)
_LOWER_I = re.compile(r"(?<![\w'])i(?=\s|'|$|[,.!?])")
#: Words a question opens with: a run of "??" after anything else is surprise at news, no question
#: ("Mum says Auntie Rekha is allergic to lavender now??").
_ASKS = frozenset("""what who whom whose which when where why how is are am was were do does did can could will would
    shall should may might must have has had isn't aren't wasn't weren't don't doesn't didn't can't couldn't won't
    wouldn't shouldn't haven't hasn't you u ur you're youre you've you'll any anyone anybody""".split())


def _asked_or_surprised(found: re.Match[str]) -> str:
    """A run of question marks as one: "?", or "!" where two or more follow a clause that opens as no question does."""
    run = found.group(0)
    if len(run) < 2:
        return "?"
    before = found.string[: found.start()]
    clause = re.split(r"[.!?]\s+|^", before)[-1]
    first = re.match(r"\W*([\w']+)", clause)
    return "?" if first is None or first.group(1).lower() in _ASKS else "!"


_RUNS: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]] = [
    (re.compile(r"[!?]*\?[!?]*"), _asked_or_surprised), (re.compile(r"!{2,}"), "!"),
    (re.compile(r"\.{4,}|\u2026"), "..."), (re.compile(r"\s+([,.!?;:])(?=\s|$)"), r"\1")]
_SENTENCE_START = re.compile(r"(^|[.!?]\s+)([a-z])")


def _pictograph(ch: str) -> bool:
    """Emoji, pictographs, their joiners and variation selectors, and other symbols (So / Sk / Cf)."""
    if ch in "\u200d\ufe0f\ufe0e\u20e3":
        return True
    category = unicodedata.category(ch)
    return category in ("So", "Cs") or (category == "Sk" and ord(ch) > 0x2000) or 0x1F3FB <= ord(ch) <= 0x1F3FF


def strip_pictographs(text: str) -> str:
    """``text`` without emoji and pictographs (each replaced by a space).

    >>> strip_pictographs("Spicy food is my thing 🌶️🌶️")
    'Spicy food is my thing'
    """
    if text.isascii():  # no ASCII character is a pictograph: skip the per-character test (most turns)
        return " ".join(text.split())
    return " ".join("".join(" " if _pictograph(ch) else ch for ch in text).split())


def pictograph_breaks(text: str) -> str:
    """``text`` with a run of emoji between two sentences made a full stop: "... a spy' 😂 I'm a
    pharmacist." is two sentences, and the emoji stays with the one it follows.

    >>> pictograph_breaks("My mum is a spy 😂 I'm a pharmacist.")
    "My mum is a spy 😂. I'm a pharmacist."
    >>> pictograph_breaks("Spicy food is my thing 🌶️ honestly")
    'Spicy food is my thing 🌶️ honestly'
    """
    if text.isascii():  # no ASCII character is a pictograph: nothing to break (most turns)
        return text
    out, n = [], 0
    while n < len(text):
        ch = text[n]
        if not _pictograph(ch):
            out.append(ch)
            n += 1
            continue
        end = n
        while end < len(text) and (_pictograph(text[end]) or text[end] == " " and end + 1 < len(text)
                                   and _pictograph(text[end + 1])):
            end += 1
        run, rest = text[n:end], text[end:]
        before = "".join(out).rstrip()
        # (a lower-case clause after the emoji opens with a word that starts clauses: "... today 🎉 still the only
        # chiropractor there", "got the keys 🔑 so we move Friday")
        sentence_follows = re.match(r"\s+(?:[A-Z]|i\b|(?:still|now|so|but|also|just|got|been|im|its|it's|we|we're|"
                                    r"he|he's|she|she's|they|they're|my|our|his|her|their|this|that|finally|"
                                    r"officially|not|no|yes|omg|tho|though|anyway)\b)", rest) is not None
        if before and before[-1] not in ".!?" and sentence_follows:
            out.append(run + ".")
        else:
            out.append(run)
        n = end
    return "".join(out)


#: Words that open a chat sentence and that the parser reads as a name when capitalised ("Nah, moving CI").
_DISCOURSE = frozenset("""nah yeah yea yep yup nope ugh hmm hm oh ok okay k well so and but lol wait hey ah aw
    meh welp sure right anyway also then plus""".split())


def _keeps_case(text: str, start: int) -> bool:
    """Whether the word at ``start`` stays as typed: "iPhone", "eBay", or a discourse word."""
    word = re.match(r"[\w'-]+", text[start:])
    token = word.group(0) if word else ""
    return token[1:2].isupper() or token.lower() in _DISCOURSE


#: Shorthand that is the same word typed in capitals, never an acronym ("IDK", "PLS").
_SHOUTED = frozenset({"IDK", "PLS", "PLZ", "THX", "TMRW", "BDAY", "GONNA", "WANNA", "GOTTA", "KINDA", "SORTA", "THO",
                      "CUZ", "COZ", "IM", "DONT", "CANT", "YOURE", "THATS", "WHATS"})


def _expanded(repl: str, found: re.Match[str]) -> str:
    """A piece of shorthand spelled out, unless it is an acronym typed in capitals ("my PPL" is a pilot's licence,
    "an RN" a nurse, "BC" British Columbia)."""
    said = found.group(0)
    if len(said) > 1 and said.isupper() and said.replace("/", "") not in _SHOUTED:
        return said
    return found.expand(repl)


#: A term of address set off by commas inside a sentence ("Scratch that, cher, we're playing after all", "Right, mate,
#: the van's booked"): said to the listener, no part of what is said; the commas around it become one.
#: Particles of Tagalog and Taglish said inside English, for politeness ("po"), for now ("muna") or already ("na"
#: after a place or a time): "a nurse in Riyadh po", "night shift muna for now", "based in Miami na since last year".
_PARTICLES = re.compile(r"(?<=\w) (?:po|muna)\b(?=[\s,.!?]|$)|(?<=[a-z]{3}) na\b(?=(?: since| for| already)\b)")
_ADDRESSED = re.compile(r",\s*(?:cher|chère|mate|love|luv|pet|hun|hon|babe|bab|bro|bruv|fam|dude|lad|lass|darling|"
                        r"darlin|duck|me duck|chuck|cuz|pal|buddy|bud|sweetie|my friend|mon ami|boet|bru|chap|mucker|"
                        r"y'all)"
                        r"(?=\s*,)", re.IGNORECASE)


#: The Irish and Newfoundland perfect: "Nan's after turning eighty-eight", "Jacob is after going out to Hibernia":
#: has just done it.
_AFTER_DOING = re.compile(r"\b(?P<be>is|'s|are|'re|am|'m) after (?P<doing>[a-z]+ing)\b", re.IGNORECASE)
_DONE_FORMS = {"going": "gone", "getting": "got", "having": "had", "buying": "bought", "making": "made",
               "taking": "taken", "leaving": "left", "finding": "found", "selling": "sold", "telling": "told",
               "giving": "given", "coming": "come", "running": "run", "winning": "won", "putting": "put",
               "sitting": "sat", "breaking": "broken", "losing": "lost", "being": "been", "doing": "done",
               "seeing": "seen", "writing": "written", "starting": "started", "moving": "moved"}
_HAVE_FOR = {"is": "has", "'s": "'s", "are": "have", "'re": "'ve", "am": "have", "'m": "'ve"}


#: Scots "ah" for "I" before a verb it says ("ah stay in Dennistoun noo", "ah dinnae drive").
_SCOTS_I = re.compile(r"(?<![\w,])ah (?=(?:stay|live|work|wis|was|am|hae|have|dinnae|cannae|canny|dae|do|go|get|"
                      r"think|love|like|hate|teach|drive|play|run)\b)")
#: Spoken fillers said between commas, as a dictated message keeps them ("Um, hi, so, like, I'm type 1 diabetic"),
#: and the words that only vouch for what follows ("No word of a lie, as a Scouser I support Everton").
_FILLERS = re.compile(r"(?:(?<=^)|(?<=[,.!?]\s))(?:um+|uh+|erm*|er|like|so yeah|you know|hi|hiya|hello|hey|so|mais|"
                      r"ey up(?: me duck)?|eh bien|well then|"
                      r"voice note|no word of a lie|I kid you not|hand on heart|swear down|truth be told|in all honesty|"
                      r"to be (?:fair|honest)|tbh|ngl|not gonna lie)\s*,\s*",
                      re.IGNORECASE)
#: A filler set between commas inside a clause, after a word that cannot end one -- a form of "be", a subject, an
#: auxiliary, an article ("she's gonna be, like, a presenter", "I, like, totally work at Tesco", "he's, um, the head
#: chef"): the filler and both its commas out, so the clause reads whole (:data:`_FILLERS` takes out a filler that
#: opens a sentence or a clause, and its comma only).
_FILLER_MID = re.compile(r"(?P<before>\b(?:is|was|are|were|am|be|been|being|I|he|she|we|they|you|gonna|wanna|going to|"
                         r"will|would|could|can|has|have|had|got|a|an|the|my|his|her|their|our|also|just|now|"
                         r"basically|really|for|at|in|to|of|with|about|around)|['’](?:s|m|re|ll|ve|d))\s*,\s*"
                         r"(?:like|um+|uh+|erm*|er|you know|I mean|what)\s*,\s*", re.IGNORECASE)
#: A word said twice over a comma, as speech stumbles ("basically I'm, I'm the projectionist", "the, the Plaza"):
#: once.
_STUTTER = re.compile(r"\b(?P<word>[A-Za-z]+(?:['’][a-z]+)?),\s+(?P=word)\b", re.IGNORECASE)
#: "like" before a number, said of it: about so many ("he's like 19", "for like 3 years").
_LIKE_ABOUT = re.compile(r"(?P<before>\b(?:is|was|are|were|be|got|for|has|have|had)|['’]s) like (?=\d)", re.IGNORECASE)
#: Ulster Scots "A'm" for "I'm" ("A'm a dairy farmer outside Ballymena").
#: A hesitation said mid-sentence, as voice-to-text writes it ("also to um bee stings", "it's uh Tuesday"):
#: no word of what is said.
_HESITATION = re.compile(r"\b(?P<before>\w+)\s+(?:um+|uh+|erm+|uhm+|hmm+)\s*,?(?=\s+\w)")


def _hesitation_out(found: re.Match[str]) -> str:
    """The word before a hesitation, the hesitation left out; kept whole after a word of the talk itself ("So yeah
    um Auntie Pat, ...", which the fillers at a sentence's start read)."""
    return found.group(0) if found.group("before").lower() in _DISCOURSE else found.group("before")

_ULSTER_I = re.compile(r"\bA['’]m\b")
#: Doric words for where one is from and lives ("fae Peterheid", "I bide in Aiberdeen").
_DORIC_WORDS = {"fae": "from", "bide": "live", "bides": "lives", "biding": "living"}
_DORIC = re.compile(r"\b(?:fae|bide|bides|biding)\b(?= (?:in|at|wi|[A-Z]))", re.IGNORECASE)
#: "Decision's made, ...": the decision said made, whatever a "'s" would be read as.
_DECISION_MADE = re.compile(r"\bdecision['’]s made\b", re.IGNORECASE)
#: Scots "noo" for "now", said last ("ah stay in Dennistoun noo") or before the next clause ("she's at Hyndland
#: Secondary noo an she's loving it").
_SCOTS_NOW = re.compile(r"\bnoo\b(?=\s*(?:[,.!?]|$)|\s+(?:an|and|but|though|like)\b)", re.IGNORECASE)
#: French "mon"/"ma" before a kin word said in French ("Mon oncle Théo", "ma tante"): the speaker's.
_FRENCH_MY = re.compile(r"\b(?:mon|ma|mes)\s+(?=(?:oncle|tante|mamie|papi|frère|frere|sœur|soeur|cousin|cousine|mère|mere|"
                        r"père|pere|belle-sœur|belle-soeur|beau-frère|beau-frere|grand-mère|grand-père)\b)",
                        re.IGNORECASE)
#: French in-laws, said in English words: the parser splits "belle-sœur" at its hyphen into a sister.
_IN_LAWS = {"belle-sœur": "sister-in-law", "beau-frère": "brother-in-law", "belle-mère": "mother-in-law",
            "beau-père": "father-in-law", "beau-frere": "brother-in-law", "belle-mere": "mother-in-law",
            "beau-pere": "father-in-law"}
_FRENCH_IN_LAW = re.compile(r"\b(?:belle-s(?:œ|oe)ur|beau-fr[èe]re|belle-m[èe]re|beau-p[èe]re)\b", re.IGNORECASE)
#: Jamaican "di" for "the" and "inna" for "in" ("down at di climbing gym inna Brixton"), in lower case only.
_PATOIS_THE = re.compile(r"(?<=\s)di(?=\s+[a-z])")
#: Bajan and other Caribbean function words: "de" for "the" after a preposition ("start at de Barbados Community
#: College"; never a name's "de", as in "Ana de Armas"), "dis" for "this" before a time ("dis week"), "wid" for "with".
_CARIBBEAN_THE = re.compile(r"\b(?P<prep>at|in|to|on|from|for|with|wid|of|by|into|onto|all|round|near|up|down) de"
                            r"(?= [A-Za-z])|\b(?P<prep2>[a-z]+) de(?= (?P<next>[a-z]{3,}))")


def _caribbean_the(found: re.Match[str]) -> str:
    """ "de" as "the" (:data:`_CARIBBEAN_THE`); between two lower-case words only before an English one ("finish de
    meteorology degree"; "pain de campagne" stays French)."""
    if found.group("prep2") and not english(found.group("next")):
        return found.group(0)
    return f"{found.group('prep') or found.group('prep2')} the"
_CARIBBEAN_THIS = re.compile(rf"\bdis(?= (?:week|month|year|morning|evening|afternoon|weekend|time|term|summer|"
                             rf"winter|spring|season|semester|{DAY_WORDS})\b)", re.IGNORECASE)
_CARIBBEAN_WITH = re.compile(r"\bwid(?= )")
#: The Caribbean completive "done" before a verb's plain form ("I done decide", "she done finish school"): has done
#: it; and a present with its "am" left out ("I going back to UWI", "she working at the hotel now").
_DONE_VERB = re.compile(r"\b(?P<who>(?i:I|we|you|they|he|she))\s+done\s+(?P<verb>[a-z]{3,})\b(?! with\b)")
_BARE_PARTICIPLE = {"go": "gone", "get": "got", "have": "had", "buy": "bought", "make": "made", "take": "taken",
                    "leave": "left", "find": "found", "sell": "sold", "tell": "told", "give": "given", "come": "come",
                    "run": "run", "win": "won", "put": "put", "sit": "sat", "break": "broken", "lose": "lost",
                    "see": "seen", "write": "written", "pay": "paid", "say": "said", "buy": "bought",
                    "send": "sent", "spend": "spent", "build": "built", "begin": "begun", "choose": "chosen"}
_HAVE_OF = {"i": "have", "we": "have", "you": "have", "they": "have", "he": "has", "she": "has"}
_BE_LEFT_OUT = re.compile(r"(?:(?<=^)|(?<=[,.;!?]\s))(?P<who>(?i:I|we|they|he|she))\s+(?P<doing>[a-z]{2,}ing)\b")
_BE_OF = {"i": "'m", "we": "'re", "they": "'re", "he": "'s", "she": "'s"}
#: Verbs that end in "-ing" of themselves ("I bring", "we sing"): no present with its "am" left out.
_ING_VERBS = frozenset({"bring", "sing", "ring", "sting", "swing", "spring", "string", "fling", "cling", "wring",
                        "ding", "ping", "sling", "wing", "king", "thing"})


def _done_verb(found: re.Match[str]) -> str:
    """ "I done decide" as "I have decided" (:data:`_DONE_VERB`); a word that is no verb, as said."""
    plain = found.group("verb").lower()
    if not verb(plain) or plain in ("with", "and", "for"):
        return found.group(0)
    said = _BARE_PARTICIPLE.get(plain) or (plain + "d" if plain.endswith("e") else plain + "ed")
    return f"{found.group('who')} {_HAVE_OF[found.group('who').lower()]} {said}"


def _be_put_back(found: re.Match[str]) -> str:
    """ "I going back to UWI" as "I'm going back to UWI" (:data:`_BE_LEFT_OUT`)."""
    doing = found.group("doing").lower()
    if doing in _ING_VERBS or not verb(doing[:-3]) and not verb(doing[:-3] + "e") and not verb(doing[:-4]):
        return found.group(0)
    return f"{found.group('who')}{_BE_OF[found.group('who').lower()]} {found.group('doing')}"


_PATOIS_IN = re.compile(r"(?<=\s)inna(?=\s+[A-Za-z])")
#: Singlish "one" after a place, saying which ("the school canteen in Bedok one, selling nasi lemak").
_SINGLISH_ONE = re.compile(r"\b([A-Z][a-z]+) one(?=\s*,)")
#: "based Lagos", "based Leeds": where, its "in" left out.
_BASED_BARE = re.compile(r"\bbased (?=[A-Z][a-z])")


def _done_form(doing: str) -> str:
    """The past participle of a verb's "-ing" form ("turning" -> "turned", "going" -> "gone")."""
    low = doing.lower()
    if low in _DONE_FORMS:
        return _DONE_FORMS[low]
    return low[:-3] + "ed"  # "turning" -> "turned", "stopping" -> "stopped", "moving" -> "moved"


def _has_just(found: re.Match[str]) -> str:
    return f"{_HAVE_FOR[found.group('be').lower()]} just {_done_form(found.group('doing'))}"


#: The words of other Englishes said as the parser reads them, in order (each pattern's own case rules apply).
#: Scots and Shetland function words, and "da" for "the" as Shetland and the Caribbean say it (never "me da", a
#: father, nor "da Silva" or "da Vinci", a name, nor the "viola da gamba"):
#: "Wir peerie lass is startin at da Anderson High", "I play da fiddle
#: an da accordion".
_SCOTS_WORDS = {"tae": "to", "wi": "with", "fir": "for", "wir": "our", "peerie": "little", "da": "the", "an": "and",
                "efter": "after", "oot": "out", "aboot": "about", "doon": "down"}
_SCOTS = re.compile(r"\b(?:tae|wi|fir)(?= (?:(?:a|an|da|the|my|me|his|her|him|them|us|our|wir|half|all|every)\b|(?-i:[A-Z])))|\b(?:efter|oot|aboot|doon)\b|"
                    r"\b(?:wir|peerie)(?= [a-z])|(?<!\bmy )(?<!\bme )(?<!\bher )(?<!\bhis )(?<!\bour )(?<!\bwir )"
                    r"(?<!\byour )(?<!\bviola )(?<!\bda capo )\bda(?= (?-i:[a-z]{3,}))|(?:(?<=\bat )|(?<=\bto )|(?<=\bin )|(?<=\bon )|(?<=\bwi )|(?<=\btae ))da(?= (?-i:[A-Z][a-z]))|"
                    r"\ban(?= (?:da|the|my|his|her|our|wir) )|"
                    # ("he's fifty-two an still skis", "an I doan eat meat": the article "an" comes before a vowel's
                    # sound, so before a lower-case consonant other than "h", or before a pronoun, it is "and")
                    r"\ban(?= (?:(?-i:[bcdfgjklmnpqrstvwxz][a-z]*)|I|he|him|his|her|hers)\b)",
                    re.IGNORECASE)
#: "I've" for "I have" before what is had, as British and Irish speakers say it ("I've two rescued owls", "I've a
#: brother in Cork"), which the parser takes for a helping verb.
_HAVE_GOT = re.compile(r"\bI've(?= (?:a|an|no|two|three|four|five|six|seven|eight|nine|ten|\d+) )", re.IGNORECASE)
#: A notice's "with effect from" for the date a change starts, as one word the parser cannot take for a thing one is
#: "with": "with effect from 1 April" is "effective from 1 April".
_WITH_EFFECT = re.compile(r"\bwith (?:immediate )?effect from\b", re.IGNORECASE)
#: The preposition a second-language speaker puts after "allergic": "allergic for bee stings", "allergic against
#: nuts", "allergic on penicillin".
_ALLERGIC_FOR = re.compile(r"\b(allergic) (?:for|against|on|of|from|at)\b(?= \w)", re.IGNORECASE)
#: Scots "tae" for "to" before a verb ("the teachers used tae skelp ma hand", "ah've got tae go") and "fur" for "for"
#: before whom or what ("skelp ma hand fur it").
_SCOTS_TO = re.compile(r"\b(?P<before>used|got|have|has|want|wants|going|goin|need|needs|had|ought) tae\b",
                       re.IGNORECASE)
_SCOTS_FOR = re.compile(r"\bfur(?= (?:it|me|him|her|them|us|the|a|ma|my|his|your|yer)\b)", re.IGNORECASE)
#: Bajan "muh" for "my" before a word ("Muh son Jaden"), and the habitual "does go" with its "to" left out before a
#: place's name ("does go Harrison College"): goes to.
_CARIBBEAN_MY = re.compile(r"\b(?P<m>[Mm])uh(?= [a-z])")
#: Patois "mi": "I" before what one does ("Mi work as a nurse", "mi a stay right yah", its "a" the doing now),
#: "my" before anything else ("Mi bredda Delroy").
_PATOIS_I = re.compile(r"(?<![\w'])[Mm]i (?:a |ah )?(?=(?:work|live|stay|deh|did|do|go|come|have|av|love|like|hate|"
                       r"teach|drive|play|run|mek|nah|cyaan|cya|haffi|born|grow|study|speak|sell|buy|get|want|waan|"
                       r"know|tink|think|just|still|nuh|never|always|used|use|sing|cook|clean|move|start|finish|"
                       r"quit|leave|lef|marry|married|tek|take)\b)")
#: Patois words for kin and for being somewhere ("mi bredda", "him a mechanic", "live a Mandeville").
_PATOIS_WORDS = {"bredda": "brother", "breddas": "brothers", "sista": "sister", "sistah": "sister", "madda": "mother",
                 "mudda": "mother", "fadda": "father", "puppa": "father", "pickney": "children", "pickneys": "children",
                 "bwoy": "boy", "gyal": "girl", "ooman": "woman", "yute": "son"}
_PATOIS_KIN = re.compile(r"(?P<whose>\b(?:my|My|his|His|him|Him|her|Her|our|Our|me|Me) )"
                         r"(?P<kin>bredda|breddas|sista|sistah|madda|mudda|fadda|puppa|pickney|pickneys|bwoy|gyal|"
                         r"ooman|yute)\b")
#: "him a mechanic": he is one; "live a Mandeville": live in it; "him bwoy": his.
_PATOIS_HIM_A = re.compile(r"(?<![\w'])(?P<who>[Hh]im|[Ss]hi|[Dd]em) a (?=(?:an? )?[a-z]{3,}\b)")
_PATOIS_HIS = re.compile(r"(?<![\w'])(?P<h>[Hh])im (?=(?:brother|sister|mother|father|children|boy|girl|son|woman|wife|"
                         r"daughter|bredda|sista|madda|fadda|pickney|bwoy|gyal|yute)\b)")
_PATOIS_LIVE_A = re.compile(r"\b(?P<verb>live|lives|living|stay|stays|staying|work|works|working) a (?=[A-Z])")
_PATOIS_MY = re.compile(r"(?<![\w'])(?P<m>[Mm])(?:i|eh) (?=(?:bredda|sista|sistah|madda|mudda|fadda|puppa|mumma|pickney|"
                        r"yute|bwoy|gyal|baby|wife|husband|man|ooman|son|daughter|bredren|fren|friend|family|"
                        r"granny|grandmadda|cousin|uncle|aunty|auntie|job|work|yard|house|car|dawg|dog)\b)")
_DOES_GO = re.compile(r"\b(?P<does>does|do) go (?=[A-Z])")
#: The North's "like" said last in a sentence ("twenty-two year on the tools, like."): a filler, no liking.
_LIKE_LAST = re.compile(r",\s*like(?=\s*(?:[.!?]|$))", re.IGNORECASE)
#: A tag that says a state has always held ("I'm left-handed, always have been"), which the parser makes a clause of
#: its own with no subject: nothing said that the state does not say.
_ALWAYS_BEEN = re.compile(r",\s*(?:and\s+)?(?:always|ever) (?:have|has|had|was|were) (?:been|done)\b(?= *[,.;!?]|$)",
                          re.IGNORECASE)
#: "Part-exchanged the Berlingo for a Transit": traded, which the parser reads whole (it makes "Part" the subject).
_PART_EXCHANGED = re.compile(r"\b(?P<p>[Pp])art[- ]?ex(?:change)?(?P<form>d|ed|'d|ing|es|s)?\b")
def _traded(found: re.Match[str]) -> str:
    """ "Part-exchanged" as "traded", in its own form and case (:data:`_PART_EXCHANGED`)."""
    word = {"d": "traded", "ed": "traded", "'d": "traded", "ing": "trading", "es": "trades",
            "s": "trades"}.get(found.group("form") or "", "trade")
    return word.capitalize() if found.group("p") == "P" else word


#: A post said without its article, as second-language English says it ("My husband Javier is guide dog trainer in
#: Leamington"), whose first word is also a verb the parser reads as one: the article put back.
_POST_BARE = re.compile(r"\b(?P<be>is|am|are|was|'m|'re) (?P<post>(?P<first>[a-z]+)(?: [a-z]+){0,2} "
                        r"(?:trainer|driver|walker|fighter|keeper|minder|operator|attendant|fitter|handler|"
                        r"guard|guide|inspector|controller|collector|maker|cleaner|painter|builder|teacher|"
                        r"manager|supervisor|officer|worker|technician|mechanic|engineer|assistant)s?)\b")


#: A post said without its article, as a second-language speaker may ("he is slaughterman", "I work as cleaner",
#: "she is working as nurse"): put back where the word is a post.
_ROLE_BARE = re.compile(r"\b(?P<be>(?i:i|he|she|you|we|they)\s+(?:am|is|are|was|'m|'s|'re)|"
                        r"(?i:work|works|working|worked)\s+as)\s+(?P<role>[a-z]+)\b(?!\s+[a-z]{3,}(?:er|or|ist|man|ant)\b)"
                        r"(?!\s+(?:teacher|nurse|chef|manager|driver|assistant|officer|worker)\b)")


#: A profile's list opened with "me" and an age ("me, 34, stand-up comic from Hull, ..."): the speaker, that age.
_ME_AGED = re.compile(r"^\W*(?i:me)\s*,\s*(?=\d{1,2}\s*,)")
#: A name said first, then whom it is to the speaker, then "he" or "she" ("Sokha my husband he work at the abattoir"):
#: the name set beside its relation, as "Sokha, my husband, works ..." says it.
_NAME_FIRST = re.compile(r"^(?P<name>[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?) (?P<whose>my|our) (?P<kin>[a-z-]+)\s+"
                         r"(?:he|she|they)\s+(?P<does>[a-z]+)\b")


def _name_first(found: re.Match[str]) -> str:
    if not lexicon.is_kin(found.group("kin")):
        return found.group(0)
    does = found.group("does")
    # (the verb as one person does it: "he work" -- "works")
    does = does + ("es" if does.endswith(("sh", "ch", "ss", "x")) else "s") \
        if verb(does) and not does.endswith("s") and does not in ("is", "was", "has", "can", "will", "must") else does
    return f"{found.group('name')}, {found.group('whose')} {found.group('kin')}, {does}"


def _role_with_article(found: re.Match[str]) -> str:
    """ "he is slaughterman" as "he is a slaughterman" (:data:`_ROLE_BARE`), where the word is a post (or ends as a
    man's trade: "slaughterman", "lengthsman"); anything else as said."""
    role = found.group("role")
    if role not in lexicon.ROLES and not (role.endswith("man") and len(role) > 6 and not english(role)) \
            or role in ("cook", "nanny") and found.group("be").lower().startswith(("work", "i ")):
        return found.group(0)
    article = "an" if role[0] in "aeiou" else "a"
    return f"{found.group('be')} {article} {role}"


def _post_with_article(found: re.Match[str]) -> str:
    """ "is guide dog trainer" as "is a guide dog trainer" (:data:`_POST_BARE`), where the first word could be read
    as a verb; anything else as said."""
    first = found.group("first")
    if first in ("a", "an", "the", "my", "his", "her", "our", "their", "your", "not", "also", "still", "now", "very",
                 "so", "too", "just", "always", "never", "really", "being", "been", "going", "head", "chief", "senior",
                 "junior", "lead", "principal") or not verb(first) or found.group("post").endswith("s"):
        return found.group(0)
    article = "an" if first[0] in "aeiou" else "a"
    return f"{found.group('be')} {article} {found.group('post')}"


#: Trinidadian and Bajan "doh" and "doan" for "don't": "I doh drink at all", "I doan eat meat".
_CARIBBEAN_DONT = re.compile(r"\b(?:doh|doan)\b(?= [a-z])", re.IGNORECASE)
#: A word said with its final "g" dropped ("startin", "ringin'", "waitin"): the word as written in full.
_G_DROPPED = re.compile(r"\b([a-z]{2,}?)in'?(?=[\s,.!?;:]|$)")


def _g_back(found: re.Match[str]) -> str:
    """ "startin" as "starting", where "start" (or "come" for "comin") is a verb and "startin" no word of its own."""
    stem = found.group(1)
    word = stem + "in"
    doubled = len(stem) > 3 and stem[-1] == stem[-2] and verb(stem[:-1])  # "gettin", "sittin"
    if english(word) or not (verb(stem) or verb(stem + "e") or doubled) or len(stem) < 3:
        return found.group(0)
    return stem + "ing"


#: A relation said through another, as one kin word: "my mother's brother" is my uncle, "my brother's son" my
#: nephew.
_THROUGH = {("parent", "brother"): "uncle", ("parent", "sister"): "aunt", ("parent", "mother"): "grandmother",
            ("parent", "father"): "grandfather", ("sibling", "son"): "nephew", ("sibling", "daughter"): "niece"}
#: (A spouse's kin keep their chain, "wife's mother": the key a person is filed under, as a direct statement of them
#: files them.)
_KIN_GROUP = {**dict.fromkeys(("mother", "mum", "mom", "father", "dad"), "parent"),
              **dict.fromkeys(("brother", "sister"), "sibling"),
              **dict.fromkeys(("wife", "husband", "spouse"), "spouse")}
_KIN_OF = {"mum": "mother", "mom": "mother", "dad": "father"}
_RELATION_THROUGH = re.compile(r"\b(?P<whose>my|our|your|his|her|their) (?P<by>mother|mum|mom|father|dad|brother|sister|"
                               r"wife|husband|spouse)['’]s (?P<kin>brother|sister|mother|mum|mom|father|dad|son|"
                               r"daughter)\b(?!['’]s)", re.IGNORECASE)


def _through(found: re.Match[str]) -> str:
    """ "my mother's brother" as "my uncle", where the two relations make one kin word."""
    kin = found.group("kin").lower()
    said = _THROUGH.get((_KIN_GROUP[found.group("by").lower()], _KIN_OF.get(kin, kin)))
    return f"{found.group('whose')} {said}" if said else found.group(0)


#: "I am coming from Mandalay, now I am staying in Yangon": where one is from, in the English of many places
#: (never a journey: "I'm coming from London tomorrow").
_COMING_FROM = re.compile(r"\b(?:I am|I'm) coming from (?=[A-Z][\w-]*\b(?:\s[A-Z][\w-]*\b)*(?!\s+(?:tomorrow|today|"
                          r"tonight|on|next|this|at|by|for|to|in|later|soon|after|before|via|and)\b|\s+[A-Z]))")
#: "now I am staying in Yangon", "I'm staying in Leeds with my parents": where one lives, in that English (never
#: "I'm staying in Rome till Friday").
_STAYING_NOW = re.compile(r"\b(?P<now>[Nn]ow,? )(?:I am|I'm) staying in (?=[A-Z])|"
                          r"\b(?:I am|I'm) staying in (?=[A-Z][\w-]*(?:\s[A-Z][\w-]*)*\s+with (?:my|our) )")


#: A profile that opens with what kind of parent the speaker is: "Single dad, one daughter, she's 9".
_PARENT_FIRST = re.compile(r"^\W*(?P<kind>(?i:single|stay-at-home|working|proud|full-time|busy|solo)) "
                           r"(?P<who>(?i:dad|mum|mom|parent|father|mother))(?=\s*[,.;:]|\s+of\b)")


#: "What" as the relative pronoun of a person, as much of England says it: "Dez what runs the record shop", "the
#: lad what fixed our boiler" (a name or a person word, then "what", then a verb said of them).
_WHAT_AS_WHO = re.compile(r"\b(?P<who>[A-Z][a-z'-]+|(?i:lad|lass|bloke|fella|feller|woman|man|girl|boy|chap|guy|lady|"
                          r"one|fellow|kid))\s+what\s+(?=(?:(?:used\s+to|also|still|just|only)\s+)?"
                          r"(?:[a-z]+s|[a-z]+ed|was|is|has|had|does|did|lives|works|runs|drives|owns)\b)")
#: Praise or blame said of someone after what is said of them, at a sentence's end: ", an absolute star", ", a
#: proper legend", ", what a gem" -- no thing they are or have.
_EPITHET = re.compile(r",\s*(?:what\s+)?(?:an?|the|such\s+an?)\s+(?:(?:absolute|proper|real|total|complete|utter|right|"
                      r"lovely|great|top|little|old|bit\s+of\s+an?|true)\s+)*(?:star|legend|gem|diamond|hero|angel|"
                      r"saint|treasure|sweetheart|darling|character|laugh|nightmare|genius|superstar|lifesaver|"
                      r"godsend|babe|doll|sweetie|menace|rascal|terror|trooper|rock|rockstar|machine)"
                      r"(?=\s*(?:[.!?]|$))", re.IGNORECASE)
_OTHER_ENGLISHES: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]] = [
    (_WHAT_AS_WHO, lambda m: f"{m.group('who')} {'what' if m.group('who')[:1].isupper() and english(m.group('who')) else 'who'} "),
    (_PARENT_FIRST, lambda m: f"I'm a {m.group('kind').lower()} {m.group('who').lower()}"),
    (_COMING_FROM, "I am from "), (_STAYING_NOW, lambda m: f"{m.group('now') or ''}I live in "),
    (_PARTICLES, ""), (_AFTER_DOING, _has_just), (_SCOTS_I, "I "), (_ULSTER_I, "I'm"),
    (_DORIC, lambda m: _DORIC_WORDS[m.group(0).lower()]), (_DECISION_MADE, "decision made"), (_SCOTS_NOW, "now"),
    (_STUTTER, r"\g<word>"), (_FILLER_MID, r"\g<before> "), (_LIKE_ABOUT, r"\g<before> about "),
    (_FILLERS, ""), (_HESITATION, _hesitation_out), (_BASED_BARE, "based in "),
    (_SINGLISH_ONE, r"\1"),
    (_FRENCH_MY, "my "), (_FRENCH_IN_LAW, lambda m: _IN_LAWS[m.group(0).lower().replace("oe", "œ")]),
    (_PATOIS_THE, "the"), (_PATOIS_IN, "in"), (_DONE_VERB, _done_verb), (_BE_LEFT_OUT, _be_put_back),
    (_CARIBBEAN_THE, _caribbean_the), (_CARIBBEAN_THIS, "this"), (_CARIBBEAN_WITH, "with"),
    (_SCOTS, lambda m: _SCOTS_WORDS[m.group(0).lower()]), (_G_DROPPED, _g_back),
    (_RELATION_THROUGH, _through), (_CARIBBEAN_DONT, "don't"), (_ALLERGIC_FOR, r"\1 to"),
    (_WITH_EFFECT, "effective from"), (_HAVE_GOT, "I have"), (_PART_EXCHANGED, _traded),
    (_POST_BARE, _post_with_article), (_ROLE_BARE, _role_with_article), (_NAME_FIRST, _name_first),
    (_ME_AGED, "I'm "), (_ALWAYS_BEEN, ""), (_SCOTS_TO, r"\g<before> to"), (_SCOTS_FOR, "for"),
    (_LIKE_LAST, ""), (_CARIBBEAN_MY, r"\g<m>y"), (_PATOIS_I, "I "), (_PATOIS_MY, r"\g<m>y "),
    (_PATOIS_HIS, lambda m: "His " if m.group("h") == "H" else "his "),
    (_PATOIS_KIN, lambda m: m.group("whose") + _PATOIS_WORDS[m.group("kin")]),
    (_PATOIS_HIM_A, lambda m: {"him": "he is a ", "shi": "she is a ", "dem": "they are "}[m.group("who").lower()]),
    (_PATOIS_LIVE_A, r"\g<verb> in "), (_DOES_GO, lambda m: "goes to " if m.group("does") == "does" else "go to "),
]


#: Days and months, named with a capital whatever the case around them.
_CALENDAR_NAMES = frozenset(DAY_WORDS.split("|")) | frozenset(
    m for m in MONTH_WORDS.split("|") if len(m) > 3 and m not in ("sept", "may", "march"))  # (not the verbs)


#: Kin said in capitals just before a word: the word is their name ("MY GRANDDAUGHTER LUCY").
_KIN_BEFORE = re.compile(r"\b(?:MY|OUR|HIS|HER|THEIR) (?:[A-Z-]+ )?(?:SON|DAUGHTER|GRANDDAUGHTER|GRANDSON|SISTER|BROTHER|"
                         r"WIFE|HUSBAND|NEPHEW|NIECE|COUSIN|FRIEND|NEIGHBOUR|MUM|DAD|AUNT|AUNTIE|UNCLE|PARTNER|"
                         r"BOYFRIEND|GIRLFRIEND|GRANDAD|GRANDSON|NAN|GRANDCHILD|CARER|LODGER)\s+$")
_PLACED_WORD = re.compile(r"\b(?:IN|AT|FROM|TO|NEAR|OUTSIDE)\s+[A-Z]+\s+$")


def _unshouted(text: str) -> str:
    """A message typed all in capitals in the case the parser reads ("THEY SHUT THE NIGHT SHIFT AT HOVIS AND I'M
    REDUNDANT"): English words in lower case, other words as names ("Hovis"), short ones that are no English word
    kept as acronyms ("HGV", "NHS"), "I" as it is. Anything with lower-case words in it is left as typed."""
    letters = [c for c in text if c.isalpha()]
    if len(letters) < 12 or sum(c.isupper() for c in letters) < 0.9 * len(letters) or len(text.split()) < 4:
        return text

    def word(found: re.Match[str]) -> str:
        said = found.group(0)
        low = said.lower()
        placed = re.search(r"\b(?:IN|AT|FROM|TO|NEAR|OUTSIDE)\s+$", text[: found.start()]) is not None
        if _KIN_BEFORE.search(text[: found.start()]) and low not in STOP_WORDS and len(said) > 2:
            return said[:1] + low[1:]  # ("MY GRANDDAUGHTER LUCY": a name after kin, whatever else the word may be)
        if re.search(r"\b[A-Z]{2,}\s+$", text[: found.start()]) and _PLACED_WORD.search(text[: found.start()]) \
                and low in ("bridge", "street", "road", "hill", "green", "park", "bay", "cross", "end", "heath"):
            return said[:1] + low[1:]  # ("IN HEBDEN BRIDGE": the rest of the place's name)
        if placed and low not in STOP_WORDS and len(said) > 3:
            return said[:1] + low[1:]  # ("LIVES IN SWANSEA": a place, whatever else the word may be)
        if low in ("i", "i'm", "i've", "i'll", "i'd"):
            return "I" + low[1:]
        if low in _CALENDAR_NAMES:
            return said[:1] + low[1:]
        stem = low.split("'")[0]
        if stem in STOP_WORDS or stem in _DISCOURSE or any(english(form) for form in (
                stem, stem.removesuffix("s"), stem.removesuffix("ed"), stem.removesuffix("d"),
                stem.removesuffix("ing"), stem.removesuffix("ing") + "e")) or stem in ("got", "gotten", "went", "did"):
            return low
        return said if len(said) <= 4 else said[:1] + low[1:]

    return re.sub(r"[A-Za-z][A-Za-z'’]*", word, text)


#: Punctuation said aloud and written out by speech-to-text ("I have type one diabetes full stop I work in ..."):
#: the mark it names, where nothing typed stands before it and no article makes it a noun ("came to a full stop",
#: "a comma splice").
_SPOKEN_MARK = re.compile(r"(?<![.,;:!?])(?<!\ba)(?<!\bthe)(?<!\bno)\s+(full stop|comma|question mark|"
                          r"exclamation (?:mark|point)|new (?:line|paragraph))\b[.,]?", re.IGNORECASE)
_SPOKEN_AS = {"full stop": ".", "comma": ",", "question mark": "?", "new line": ".",
              "new paragraph": "."}


#: A greeting that opens a letter or a message, with whom it greets, before a comma: "Dear Sir,", "Dear Mrs Patel,",
#: "Hi team,", "To whom it may concern,". Nobody it names is someone the message is about.
_SALUTATION = re.compile(r"^\W*(?i:dear|hi|hello|hey|hiya|good (?:morning|afternoon|evening)|morning|evening)"
                         r"(?:\s+(?:[A-Z][\w.'-]*|(?i:all|team|everyone|everybody|folks|guys|sir|madam|sirs|mate|"
                         r"there|both|you two|y'all))){1,4}\s*,\s*|^\W*(?i:to whom it may concern)\s*[,:]\s*|"
                         # ("Dear landlord, ...", "Dear all at the club, ...": a letter's greeting, whoever to)
                         r"^\W*(?i:dear)\s+[^,.!?;:]{1,40},\s*")


#: A greeting to a group with no comma after it, before what the message says ("Dear all my granddaughter Lucy ...").
_GREETED_BARE = re.compile(r"^\W*(?i:dear|hi|hello|hiya|morning|evening) (?i:all|everyone|everybody|folks|team|family|"
                           r"both|you all|y'all)\s+(?=(?i:my|our|i|i'm|we|we're|just|so)\b)")
#: A message's sign-off, last ("... we are all very proud love Nana", "cheers, Dave", "lots of love Gran xx").
_SIGN_OFF = re.compile(r"[,.]?\s+(?i:love|lots of love|all my love|cheers|regards|kind regards|best wishes|best|"
                       r"warm regards|many thanks|thanks|ta|take care)\s*,?\s+(?i:from\s+)?(?:[A-Z][a-z]+|(?i:nana|nan|"
                       r"gran|granny|grandma|grandad|mum|mam|dad|auntie|aunty|uncle))(?:\s+(?i:x+))?\W*$")


#: Words after which "love Tom" is what is done, never a sign-off ("I will love Tom").
_DOES_LOVE = frozenset("i we you they he she will would 'd 'll to do does did really still always and but just "
                       "can could should must also".split())


def _signed_off(text: str) -> str:
    """``text`` without its sign-off (:data:`_SIGN_OFF`): after a mark, or last in a message typed with none."""
    found = _SIGN_OFF.search(text)
    if found is None:
        return text
    before = text[: found.start()]
    marked = found.group(0)[:1] in ",." or re.search(r"[.!?]\s*$", before) is not None
    # (unmarked, only kin or "from" say it is signed: "... very proud love Nana"; never "The kids love Minecraft")
    kin = re.search(r"(?i:from|nana|nan|gran|granny|grandma|grandad|mum|mam|dad|auntie|aunty|uncle)\W*(?:x+\W*)?$",
                    found.group(0)) is not None
    if not marked and (not kin or re.search(r"[.,;!?]", before)
                       or before.split()[-1:] and before.split()[-1].lower() in _DOES_LOVE):
        return text
    return before


#: A new subject and its verb, where a dictated message runs one statement into the next: "... back on the wards he's a
#: porter at the Royal Free ...".
_RUN_ON = re.compile(r"(?<=[a-z0-9])\s+(?=(?:he|she|they|i|we)(?:'s|'re|'m|'ve| is| are| am| was| were| has| have)\s)",
                     re.IGNORECASE)
#: Words after which a new subject opens a clause of the same sentence ("and he's", "said she was", "cos I'm").
_JOINS_ON = frozenset("""and but so because cos coz cause that if when while though although as which who where or
    since until till whether what how why think thought know knew said says say reckon reckons guess hope sure
    than then like imagine imagined suppose pretend wish believe believed feel felt told tells tell mean bet swear
    remember forget realise realize realised realized heard hear see saw convinced glad sorry afraid worried""".split())


def _run_on(text: str) -> str:
    """A long dictated message with no marks at all, a full stop put where one statement runs into the next (a
    new "he's", "I'm", "she was" after a word that joins no clause); any other text as it is."""
    if re.search(r"[.!?;,:]", text.rstrip(".!? ")) or len(text.split()) < 14:
        return text
    starts = [0]

    def cut(found: re.Match[str]) -> str:
        before = text[starts[-1]: found.start()]
        words = before.split()
        # (only after a clause of its own: "For the air ambulance appeal we're doing ..." is one sentence)
        if not words or words[-1].lower() in _JOINS_ON or not _A_CLAUSE.search(before):
            return found.group(0)
        starts.append(found.end())
        return ". "
    return _RUN_ON.sub(cut, text)


#: Words that make a stretch of a message a clause: a subject pronoun or a finite "be" or "have".
_A_CLAUSE = re.compile(r"\b(?:i|he|she|they|we|you|is|are|was|were|am|has|have|had)\b|'(?:s|m|re|ve)\b",
                       re.IGNORECASE)


def _telegram(text: str) -> str:
    """A telegram's "STOP" as the full stop it stands for ("ARRIVED ANCHORAGE STOP START MONDAY AS CREW CHIEF STOP"):
    only in a message typed all in capitals that ends with one."""
    if not text.isupper() or not re.search(r"\w\s+STOP\W*$", text):
        return text
    return re.sub(r"\s+STOP\b\s*[.,]?", ". ", text).strip()


#: A dictated mark other than a new line, which a dictated message has beside its "new line".
_SPOKEN_MARK_ELSE = re.compile(r"\b(?:full stop|comma|question mark|exclamation mark|exclamation point|period)\b",
                               re.IGNORECASE)


def _marks_said(text: str) -> str:
    """``text`` with the punctuation a dictating speaker said aloud written as marks, where the text has no typed
    sentence mark before it (a dictated message has none): "asthma full stop I work" is "asthma. I work"."""
    def mark(found: re.Match[str]) -> str:
        if re.search(r"[.!?;]", text[: found.start()]):
            return found.group(0)
        said = " ".join(found.group(1).lower().split())
        if said in ("new line", "new paragraph") and not _SPOKEN_MARK_ELSE.search(text):
            return found.group(0)  # ("she's my new line manager": said so, no line dictated without a mark besides)
        return _SPOKEN_AS.get(said, "!")

    return _SPOKEN_MARK.sub(mark, text)


#: A form's fields, one to a line or bullet ("• Role: Quarry Operations Manager", "Site: Penmaenmawr"), and the
#: sentence each says of the one who fills the form in.
_FIELD = re.compile(r"(?im)^[ \t]*(?:[•\-*·▪◦‣][ \t]*)?"
                    r"(?P<label>role|job title|job|title|position|occupation|site|"
                    r"location|base|based|office|employer|company|age|home|town|department|team)[ \t]*:[ \t]*"
                    r"(?P<value>[^\n•:]{1,60}?)[ \t.]*$")
_FIELD_SAID = {label: said for said, labels in (
    ("My job title is {}.", ("role", "job title", "job", "title", "position", "occupation")),
    ("I work in {}.", ("site", "location", "base", "based", "office")),
    ("My employer is {}.", ("employer", "company")), ("My age is {}.", ("age",)),
    ("I live in {}.", ("home", "town")), ("My team is {}.", ("department", "team"))) for label in labels}


#: A support ticket's or an order's label opening a message: "Ticket 5520:", "Ticket #4471 update -", "Ref 1182,".
_TICKET = re.compile(r"^\W*(?:ticket|case|ref|reference|order|job|booking)\s*(?:no\.?\s*)?#?\s*\d+"
                     r"(?:\s+(?:update|reply|note|follow-up))?\s*[:,\-–]\s*", re.IGNORECASE)


#: The fields that make a form one about the one filling it in: their post, their firm, their team.
_WHO_ONE_IS = frozenset({"role", "job title", "job", "title", "position", "occupation", "employer", "company",
                         "department", "team"})


def _fields_said(text: str) -> str:
    """A turn that fills in a form about the speaker ("Please update my details: • Role: ... • Site: ..."), each
    field said as the sentence it stands for; a form about anyone else (a "Name:" field, no "my", "me" or "I"
    outside the fields) is left as it is."""
    fields = list(_FIELD.finditer(text))
    if not fields or re.search(r"(?im)^[ \t]*(?:[•\-*·▪◦‣][ \t]*)?name[ \t]*:", text):
        return text
    if not any(f.group("label").lower() in _WHO_ONE_IS for f in fields):
        return text  # ("Please book me the room.\nLocation: Leeds": where a thing is, in a form about no one's post)
    rest = _FIELD.sub("", text)
    if not re.search(r"\b(?:my|me|i|i'm)\b", rest, re.IGNORECASE):
        return text
    return _FIELD.sub(lambda m: _FIELD_SAID[m.group("label").lower()].format(m.group("value").strip()), text)


def normalise(text: str) -> str:
    """``text`` in the written register the parser reads best (see the module docstring).

    >>> normalise("i dont have a car w/ me rn")
    "I don't have a car with me right now."
    >>> normalise("SO tired!!! lol")
    'SO tired!'
    >>> normalise("we r switching to substack. it's cheaper")
    "We are switching to substack. It's cheaper."
    """
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = _fields_said(text)
    text = _TICKET.sub("", text)  # ("Ticket 5520 update: please change us to the Gold package": the ticket's label)
    # a bulleted list, each bullet a sentence of its own ("Following the meeting:\n• The Leeds saleroom will
    # close on 31 March\n• All consignments transfer to Harrogate")
    text = re.sub(r"(?<=[^\s.!?:;,])[ \t]*\n[ \t]*[•▪◦‣·*\-–][ \t]+", ". ", text)
    text = re.sub(r"(?<=[:;,])[ \t]*\n[ \t]*[•▪◦‣·*\-–][ \t]+", " ", text)
    text = strip_pictographs(pictograph_breaks(text))
    text = _unshouted(_telegram(text))
    text = _signed_off(_GREETED_BARE.sub("", text))  # ("DEAR ALL MY GRANDDAUGHTER ... LOVE NANA")
    greeted = _SALUTATION.match(text)
    if greeted is not None and re.search(r"\w", text[greeted.end():]):
        text = text[greeted.end():]  # ("Dear Sir, my nephew Tariq ...": the nephew, not Sir)
    text = _run_on(_marks_said(text))
    text = spelled_numbers(text)  # "ninety-two": the parser reads "ninety", "-", "two", a count or an age of 2
    text = _NAME_IS.sub(r"\1 is ", text)
    for pattern, repl in _SHORTHAND:
        text = pattern.sub(partial(_expanded, repl), text)
    text = _AGED.sub(r"\1 is ", text)  # (after "me" is "my")
    text = _POST_LEFT_OUT.sub(r"\g<who> is ", text)
    text = _HAS_DONE.sub(r"\1 has \2", text)
    text = _KIN_IS.sub(r"\1 is ", text)
    text = _HELD_IS.sub(r"\1 is ", text)
    text = _COPULA_LEFT_OUT.sub(_copula_back, text)
    text = _EPITHET.sub("", text)  # ("She speaks Spanish and French, an absolute star": praise, no language)
    text = _TAG_END.sub("", text)
    text = _TAG_START.sub("", text)
    text = _TAG_COMMA.sub("", text)
    text = _TAG_MID.sub(", ", text)
    text = _EXCLAIMED_MID.sub(". ", text)  # ("got into durham for medicine omg shes so smart": a new sentence)
    text = _ADDRESSED.sub("", text)
    for pattern, said in _OTHER_ENGLISHES:
        text = pattern.sub(said, text)
    for run, mark in _RUNS:
        text = run.sub(mark, text)
    text = _LOWER_I.sub("I", text).strip()
    # a sentence that starts in lower case starts as the parser expects ("my mum lives in Cork": "lives" a noun
    # otherwise); "iPhone", "eBay" keep their case
    text = _SENTENCE_START.sub(lambda m: m.group(1) + (m.group(2) if _keeps_case(text, m.start(2))
                                                       else m.group(2).upper()), text)
    if text and text[-1].isalnum():
        text += "."  # a message ends as a written sentence does
    return text
