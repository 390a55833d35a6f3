// Generated from openapi.yaml by `npm run generate`. Do not edit.

/** Every operation of the contract, by operationId: what the mocks and their tests need at run time. */
export const operations = {
  "getHealth": {
    "method": "get",
    "path": "/health",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "status": "ok",
          "database": "up"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getConfig": {
    "method": "get",
    "path": "/config",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "firebase": {
            "apiKey": "demo-api-key",
            "authDomain": "demo-handtools.firebaseapp.com",
            "projectId": "demo-handtools",
            "emulatorHost": "http://127.0.0.1:9099"
          },
          "payments": {
            "provider": "test",
            "publishableKey": null
          },
          "orderHoldMinutes": 1440,
          "shop": {
            "replyWorkingDays": 1,
            "freeShippingFrom": 1000,
            "pricesIncludeTax": false
          }
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listProducts": {
    "method": "get",
    "path": "/products",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "slug": "16-oz-fibreglass-claw-hammer",
              "sku": "FW-CH-16",
              "name": "16 oz Fibreglass Claw Hammer",
              "image": "/images/tools/claw-hammer.svg",
              "available": 420,
              "minimum": 10,
              "price": 24.99,
              "priceBreaks": [
                {
                  "minQuantity": 50,
                  "price": 22.49
                }
              ],
              "description": "Drop-forged carbon steel head, fibreglass handle with a shock-absorbing grip.",
              "weightGrams": 1100,
              "taxClass": "standard",
              "option": null
            }
          ],
          "nextCursor": "eyJrIjoiMDE5MyIsImkiOiIwMTkzIn0"
        }
      },
      "304": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getProduct": {
    "method": "get",
    "path": "/products/{id}",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "slug": "16-oz-fibreglass-claw-hammer",
          "sku": "FW-CH-16",
          "name": "16 oz Fibreglass Claw Hammer",
          "image": "/images/tools/claw-hammer.svg",
          "available": 420,
          "minimum": 10,
          "price": 24.99,
          "priceBreaks": [
            {
              "minQuantity": 50,
              "price": 22.49
            }
          ],
          "description": "Drop-forged carbon steel head, fibreglass handle with a shock-absorbing grip.",
          "weightGrams": 1100,
          "taxClass": "standard",
          "option": null,
          "rating": {
            "average": 4.5,
            "count": 2
          }
        }
      },
      "304": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listCategories": {
    "method": "get",
    "path": "/categories",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e70",
              "slug": "saws",
              "name": "Saws",
              "parent": null,
              "tools": 2
            },
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e71",
              "slug": "hand-saws",
              "name": "Hand saws",
              "parent": "saws",
              "tools": 1
            }
          ]
        }
      },
      "304": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "addCategory": {
    "method": "post",
    "path": "/categories",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": {
      "name": "Hand saws",
      "parent": "saws"
    },
    "responses": {
      "201": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e71",
          "slug": "hand-saws",
          "name": "Hand saws",
          "parent": "saws",
          "tools": 0
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "updateCategory": {
    "method": "patch",
    "path": "/categories/{slug}",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": {
      "name": "Panel saws"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e71",
          "slug": "hand-saws",
          "name": "Panel saws",
          "parent": "saws",
          "tools": 3
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "deleteCategory": {
    "method": "delete",
    "path": "/categories/{slug}",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": null,
    "responses": {
      "204": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listBrands": {
    "method": "get",
    "path": "/brands",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e72",
              "slug": "forgewell",
              "name": "Forgewell",
              "tools": 4
            }
          ]
        }
      },
      "304": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "addBrand": {
    "method": "post",
    "path": "/brands",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": {
      "name": "Oakridge"
    },
    "responses": {
      "201": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e72",
          "slug": "oakridge",
          "name": "Oakridge",
          "tools": 0
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "updateBrand": {
    "method": "patch",
    "path": "/brands/{slug}",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": {
      "name": "Oakridge Tools"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e72",
          "slug": "oakridge",
          "name": "Oakridge Tools",
          "tools": 4
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "deleteBrand": {
    "method": "delete",
    "path": "/brands/{slug}",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": null,
    "responses": {
      "204": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listProductFacets": {
    "method": "get",
    "path": "/product-facets",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "tools": 3,
          "categories": [
            {
              "slug": "woodworking",
              "name": "Woodworking",
              "parent": null,
              "tools": 3
            },
            {
              "slug": "chisels",
              "name": "Chisels",
              "parent": "woodworking",
              "tools": 3
            }
          ],
          "brands": [
            {
              "slug": "oakridge",
              "name": "Oakridge",
              "tools": 3
            }
          ],
          "options": [
            {
              "name": "Size",
              "values": [
                {
                  "value": "6 mm",
                  "tools": 1
                },
                {
                  "value": "12 mm",
                  "tools": 1
                },
                {
                  "value": "25 mm",
                  "tools": 1
                }
              ]
            }
          ],
          "inStock": 3,
          "price": {
            "min": 18.5,
            "max": 46
          }
        }
      },
      "304": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getProductBySlug": {
    "method": "get",
    "path": "/products-by-slug/{slug}",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "slug": "16-oz-fibreglass-claw-hammer",
          "sku": "FW-CH-16",
          "name": "16 oz Fibreglass Claw Hammer",
          "image": "/images/tools/claw-hammer.svg",
          "available": 420,
          "minimum": 10,
          "price": 24.99,
          "priceBreaks": [
            {
              "minQuantity": 50,
              "price": 22.49
            }
          ],
          "description": "Drop-forged carbon steel head, fibreglass handle with a shock-absorbing grip.",
          "weightGrams": 1100,
          "taxClass": "standard",
          "option": null,
          "rating": {
            "average": 4.5,
            "count": 2
          }
        }
      },
      "304": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listStockMovements": {
    "method": "get",
    "path": "/products/{id}/stock-movements",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000f0003",
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "change": -2,
              "reason": "adjusted",
              "orderId": null,
              "actor": "admin@handtools.test",
              "note": "Two found damaged in the stock room",
              "createdAt": "2026-11-20T12:00:00.000Z"
            },
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000f0002",
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "change": -10,
              "reason": "reserved",
              "orderId": "0193a7d2-5c1e-7b3a-9f00-0000000e0002",
              "actor": "customer@handtools.test",
              "note": null,
              "createdAt": "2026-11-20T09:00:00.000Z"
            }
          ],
          "nextCursor": null
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "adjustStock": {
    "method": "post",
    "path": "/products/{id}/stock-movements",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": {
      "change": -2,
      "note": "Two found damaged in the stock room"
    },
    "responses": {
      "201": {
        "contentType": "application/json",
        "example": {
          "available": 418,
          "movement": {
            "_id": "0193a7d2-5c1e-7b3a-9f00-0000000f0003",
            "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
            "change": -2,
            "reason": "adjusted",
            "orderId": null,
            "actor": "admin@handtools.test",
            "note": "Two found damaged in the stock room",
            "createdAt": "2026-11-20T12:00:00.000Z"
          }
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listAllProducts": {
    "method": "get",
    "path": "/allProducts",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "slug": "16-oz-fibreglass-claw-hammer",
              "sku": "FW-CH-16",
              "name": "16 oz Fibreglass Claw Hammer",
              "image": "/images/tools/claw-hammer.svg",
              "available": 420,
              "minimum": 10,
              "price": 24.99,
              "priceBreaks": [
                {
                  "minQuantity": 50,
                  "price": 22.49
                }
              ],
              "description": "Drop-forged carbon steel head, fibreglass handle with a shock-absorbing grip.",
              "weightGrams": 1100,
              "taxClass": "standard",
              "option": null
            }
          ],
          "nextCursor": null
        }
      },
      "304": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "addProduct": {
    "method": "post",
    "path": "/productAdd",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": {
      "name": "16 oz Fibreglass Claw Hammer",
      "image": "/images/tools/claw-hammer.svg",
      "available": 420,
      "minimum": 10,
      "price": 24.99,
      "priceBreaks": [
        {
          "minQuantity": 50,
          "price": 22.49
        }
      ],
      "description": "Drop-forged carbon steel head, fibreglass handle with a shock-absorbing grip.",
      "weightGrams": 1100,
      "taxClass": "standard"
    },
    "responses": {
      "201": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "slug": "16-oz-fibreglass-claw-hammer",
          "sku": "FW-CH-16",
          "name": "16 oz Fibreglass Claw Hammer",
          "image": "/images/tools/claw-hammer.svg",
          "available": 420,
          "minimum": 10,
          "price": 24.99,
          "priceBreaks": [
            {
              "minQuantity": 50,
              "price": 22.49
            }
          ],
          "description": "Drop-forged carbon steel head, fibreglass handle with a shock-absorbing grip.",
          "weightGrams": 1100,
          "taxClass": "standard",
          "option": null
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "updateProduct": {
    "method": "patch",
    "path": "/product/{id}",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": {
      "price": 22.5,
      "available": 380
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "slug": "16-oz-fibreglass-claw-hammer",
          "sku": "FW-CH-16",
          "name": "16 oz Fibreglass Claw Hammer",
          "image": "/images/tools/claw-hammer.svg",
          "available": 420,
          "minimum": 10,
          "price": 24.99,
          "priceBreaks": [
            {
              "minQuantity": 50,
              "price": 22.49
            }
          ],
          "description": "Drop-forged carbon steel head, fibreglass handle with a shock-absorbing grip.",
          "weightGrams": 1100,
          "taxClass": "standard",
          "option": null
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "deleteProduct": {
    "method": "delete",
    "path": "/product/{id}",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": null,
    "responses": {
      "204": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "uploadImage": {
    "method": "post",
    "path": "/images",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": null,
    "responses": {
      "201": {
        "contentType": "application/json",
        "example": {
          "image": "/api/images/3f9a0c2e7b1d4e8fa6c5b2d1e0f9a8b7-720.webp",
          "width": 1200,
          "height": 900,
          "variants": [
            {
              "url": "/api/images/3f9a0c2e7b1d4e8fa6c5b2d1e0f9a8b7-400.avif",
              "format": "avif",
              "width": 400,
              "height": 300
            },
            {
              "url": "/api/images/3f9a0c2e7b1d4e8fa6c5b2d1e0f9a8b7-400.webp",
              "format": "webp",
              "width": 400,
              "height": 300
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The photo is larger than 5 MB. Choose a smaller one."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "That file is not a JPEG, PNG or WebP image."
        }
      },
      "422": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unprocessable Content",
          "status": 422,
          "detail": "The photo is 300 × 200 pixels; it needs to be at least 400 × 300."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getImage": {
    "method": "get",
    "path": "/images/{name}",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "image/avif",
        "example": "(the AVIF file's bytes)"
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "exchangeToken": {
    "method": "put",
    "path": "/user/{email}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMTkzIn0.c2lnbmF0dXJl",
          "expiresAt": "2026-11-22T13:00:00.000Z",
          "user": {
            "_id": "0193a7d2-5c1e-7b3a-9f00-00000000c001",
            "email": "customer@handtools.test",
            "name": "Customer Demo",
            "role": "customer",
            "disabled": false
          },
          "secondFactor": "not_needed"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "An account with this email address already exists. Verify your email address (open the link we sent you), then sign in again.",
          "code": "email_unverified"
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listUsers": {
    "method": "get",
    "path": "/users",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "support"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-00000000c001",
              "email": "customer@handtools.test",
              "name": "Customer Demo",
              "role": "customer",
              "disabled": false
            },
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-00000000a001",
              "email": "admin@handtools.test",
              "name": "Admin Demo",
              "role": "owner",
              "disabled": false
            }
          ],
          "nextCursor": null
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "setUserRole": {
    "method": "put",
    "path": "/users/{email}/role",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": {
      "role": "fulfilment"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-00000000c001",
          "email": "customer@handtools.test",
          "name": "Customer Demo",
          "role": "fulfilment",
          "disabled": false
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "makeAdmin": {
    "method": "put",
    "path": "/user/admin/{email}",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-00000000c001",
          "email": "customer@handtools.test",
          "name": "Customer Demo",
          "role": "owner",
          "disabled": false
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "removeAdmin": {
    "method": "delete",
    "path": "/user/admin/{email}",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-00000000c001",
          "email": "customer@handtools.test",
          "name": "Customer Demo",
          "role": "customer",
          "disabled": false
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "signOut": {
    "method": "delete",
    "path": "/session",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "204": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getTwoFactorStatus": {
    "method": "get",
    "path": "/two-factor",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "enrolled": true,
          "required": false,
          "secondFactor": "verified"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "disableTwoFactor": {
    "method": "delete",
    "path": "/two-factor",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "204": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "confirmTwoFactorEnrolment": {
    "method": "put",
    "path": "/two-factor/enrolment",
    "signedIn": true,
    "staffOnly": false,
    "roles": [
      "owner",
      "catalogue",
      "fulfilment",
      "support"
    ],
    "requestExample": {
      "code": "123456"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "recoveryCodes": [
            "k7m2p-9xq4r",
            "a3c8d-f2g6h",
            "m4n7p-q9r2s",
            "t5v8w-x3y6z",
            "b2c5d-g8h4j",
            "e6f9g-k2m5n",
            "p3q7r-s9t2v",
            "w4x8y-z6a3b",
            "c7d2e-h5j9k",
            "n8p4q-r3s6t"
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "startTwoFactorEnrolment": {
    "method": "post",
    "path": "/two-factor/enrolment",
    "signedIn": true,
    "staffOnly": false,
    "roles": [
      "owner",
      "catalogue",
      "fulfilment",
      "support"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "secret": "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
          "otpauthUri": "otpauth://totp/Hand%20Tool%20Shop:admin%40handtools.test?issuer=Hand%20Tool%20Shop&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "verifySecondFactor": {
    "method": "post",
    "path": "/session/second-factor",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "code": "123456"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "enrolled": true,
          "required": false,
          "secondFactor": "verified"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "resetTwoFactor": {
    "method": "delete",
    "path": "/users/{email}/two-factor",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": null,
    "responses": {
      "204": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getSecuritySettings": {
    "method": "get",
    "path": "/settings/security",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "requireStaffTwoFactor": false
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "updateSecuritySettings": {
    "method": "put",
    "path": "/settings/security",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": {
      "requireStaffTwoFactor": true
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "requireStaffTwoFactor": true
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getShippingSettings": {
    "method": "get",
    "path": "/settings/shipping",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "homeCountry": "US",
          "zones": [
            {
              "name": "United States",
              "countries": [
                "US"
              ],
              "methods": [
                {
                  "id": "standard",
                  "name": "Standard delivery",
                  "kind": "weight",
                  "bands": [
                    {
                      "upToGrams": 2000,
                      "price": "8.95"
                    },
                    {
                      "upToGrams": 30000,
                      "price": "24.95"
                    }
                  ],
                  "freeFrom": "1000.00"
                },
                {
                  "id": "collection",
                  "name": "Collect from the shop",
                  "kind": "collection",
                  "freeFrom": null
                }
              ]
            },
            {
              "name": "Canada",
              "countries": [
                "CA"
              ],
              "methods": [
                {
                  "id": "canada",
                  "name": "Tracked to Canada",
                  "kind": "flat",
                  "price": "29.00",
                  "freeFrom": null
                }
              ]
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "updateShippingSettings": {
    "method": "put",
    "path": "/settings/shipping",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": {
      "homeCountry": "US",
      "zones": [
        {
          "name": "United States",
          "countries": [
            "US"
          ],
          "methods": [
            {
              "id": "standard",
              "name": "Standard delivery",
              "kind": "weight",
              "bands": [
                {
                  "upToGrams": 2000,
                  "price": "8.95"
                },
                {
                  "upToGrams": 30000,
                  "price": "24.95"
                }
              ],
              "freeFrom": "1000.00"
            },
            {
              "id": "collection",
              "name": "Collect from the shop",
              "kind": "collection",
              "freeFrom": null
            }
          ]
        }
      ]
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "homeCountry": "US",
          "zones": [
            {
              "name": "United States",
              "countries": [
                "US"
              ],
              "methods": [
                {
                  "id": "standard",
                  "name": "Standard delivery",
                  "kind": "weight",
                  "bands": [
                    {
                      "upToGrams": 2000,
                      "price": "8.95"
                    },
                    {
                      "upToGrams": 30000,
                      "price": "24.95"
                    }
                  ],
                  "freeFrom": "1000.00"
                },
                {
                  "id": "collection",
                  "name": "Collect from the shop",
                  "kind": "collection",
                  "freeFrom": null
                }
              ]
            },
            {
              "name": "Canada",
              "countries": [
                "CA"
              ],
              "methods": [
                {
                  "id": "canada",
                  "name": "Tracked to Canada",
                  "kind": "flat",
                  "price": "29.00",
                  "freeFrom": null
                }
              ]
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getBusinessDetails": {
    "method": "get",
    "path": "/settings/business",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "legalName": "Hand Tool Shop Ltd",
          "address": "3 Forge Yard, Sheffield S1 2AB, United Kingdom",
          "email": "hello@handtools.test",
          "phone": "+44 114 496 0000",
          "vatNumber": "GB123456789",
          "companyNumber": "01234567"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "updateBusinessDetails": {
    "method": "put",
    "path": "/settings/business",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": {
      "legalName": "Hand Tool Shop Ltd",
      "address": "3 Forge Yard, Sheffield S1 2AB, United Kingdom",
      "email": "hello@handtools.test",
      "phone": "+44 114 496 0000",
      "vatNumber": "GB123456789",
      "companyNumber": "01234567"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "legalName": "Hand Tool Shop Ltd",
          "address": "3 Forge Yard, Sheffield S1 2AB, United Kingdom",
          "email": "hello@handtools.test",
          "phone": "+44 114 496 0000",
          "vatNumber": "GB123456789",
          "companyNumber": "01234567"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getTaxSettings": {
    "method": "get",
    "path": "/settings/tax",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "pricesIncludeTax": true,
          "standardRate": "20",
          "reducedRate": "5",
          "exportsWithoutTax": false
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "updateTaxSettings": {
    "method": "put",
    "path": "/settings/tax",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": {
      "pricesIncludeTax": true,
      "standardRate": "20",
      "reducedRate": "5",
      "exportsWithoutTax": false
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "pricesIncludeTax": true,
          "standardRate": "20",
          "reducedRate": "5",
          "exportsWithoutTax": false
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "quoteShipping": {
    "method": "post",
    "path": "/shipping-quotes",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "country": "US",
      "lines": [
        {
          "productId": "0192f1a0-7c1e-7b3a-9d2e-4f5a6b7c8d9e",
          "quantity": 2
        }
      ]
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "country": "US",
          "subtotal": "79.90",
          "options": [
            {
              "id": "collection",
              "name": "Collect from the shop",
              "kind": "collection",
              "price": "0.00",
              "tax": {
                "pricesIncludeTax": true,
                "total": "13.32",
                "exempt": "0.00",
                "rates": [
                  {
                    "taxClass": "standard",
                    "rate": "20",
                    "net": "66.58",
                    "tax": "13.32",
                    "shipping": "0.00",
                    "exempt": "0.00"
                  }
                ]
              },
              "total": "79.90"
            },
            {
              "id": "standard",
              "name": "Standard delivery",
              "kind": "weight",
              "price": "8.95",
              "tax": {
                "pricesIncludeTax": true,
                "total": "14.81",
                "exempt": "0.00",
                "rates": [
                  {
                    "taxClass": "standard",
                    "rate": "20",
                    "net": "74.04",
                    "tax": "14.81",
                    "shipping": "8.95",
                    "exempt": "0.00"
                  }
                ]
              },
              "total": "88.85"
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listMySessions": {
    "method": "get",
    "path": "/sessions",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000b0002",
              "createdAt": "2026-11-20T09:00:00.000Z",
              "expiresAt": "2026-11-20T10:00:00.000Z",
              "current": true,
              "address": "203.0.113.7",
              "device": "Firefox on Windows"
            },
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000b0001",
              "createdAt": "2026-11-20T08:30:00.000Z",
              "expiresAt": "2026-11-20T09:30:00.000Z",
              "current": false,
              "address": "198.51.100.4",
              "device": "Safari on iPhone"
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "endOtherSessions": {
    "method": "delete",
    "path": "/sessions",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "204": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "endMySession": {
    "method": "delete",
    "path": "/sessions/{id}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "204": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "disableUser": {
    "method": "put",
    "path": "/user/disabled/{email}",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-00000000c001",
          "email": "customer@handtools.test",
          "name": "Customer Demo",
          "role": "customer",
          "disabled": true
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "enableUser": {
    "method": "delete",
    "path": "/user/disabled/{email}",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-00000000c001",
          "email": "customer@handtools.test",
          "name": "Customer Demo",
          "role": "customer",
          "disabled": false
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getAdminStatus": {
    "method": "get",
    "path": "/admin/{email}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [
      "owner",
      "catalogue",
      "fulfilment",
      "support"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "admin": false,
          "role": "customer"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getProfile": {
    "method": "get",
    "path": "/profile/{email}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [
      "owner",
      "support"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "name": "Customer Demo",
          "email": "customer@handtools.test",
          "education": "City & Guilds Level 3 Carpentry",
          "location": "Leeds, UK",
          "phone": "+44 113 496 0000",
          "linkedin": "https://www.linkedin.com/in/customer-demo"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "updateProfile": {
    "method": "put",
    "path": "/profile/{email}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "education": "City & Guilds Level 3 Carpentry",
      "location": "Leeds, UK",
      "phone": "+44 113 496 0000",
      "linkedin": "https://www.linkedin.com/in/customer-demo"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "name": "Customer Demo",
          "email": "customer@handtools.test",
          "education": "City & Guilds Level 3 Carpentry",
          "location": "Leeds, UK",
          "phone": "+44 113 496 0000",
          "linkedin": "https://www.linkedin.com/in/customer-demo"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listAddresses": {
    "method": "get",
    "path": "/addresses",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-00000000ad01",
              "label": "Home",
              "address": "14 Mill Lane\nLeeds LS1 4AB\nUnited Kingdom",
              "phone": "+44 113 496 0000",
              "isDefault": true
            },
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-00000000ad02",
              "label": "Workshop",
              "address": "Unit 4, Canal Wharf\nLeeds LS11 5PS\nUnited Kingdom",
              "phone": "+44 113 496 0199",
              "isDefault": false
            }
          ],
          "nextCursor": null
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "addAddress": {
    "method": "post",
    "path": "/addresses",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "label": "Workshop",
      "address": "Unit 4, Canal Wharf\nLeeds LS11 5PS\nUnited Kingdom",
      "phone": "+44 113 496 0000",
      "isDefault": false
    },
    "responses": {
      "201": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-00000000ad01",
          "label": "Home",
          "address": "14 Mill Lane\nLeeds LS1 4AB\nUnited Kingdom",
          "phone": "+44 113 496 0000",
          "isDefault": true
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Your address book is full (20 addresses). Remove one before adding another.",
          "code": "address_book_full"
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "updateAddress": {
    "method": "patch",
    "path": "/addresses/{id}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "label": "Home",
      "address": "14 Mill Lane\nLeeds LS1 4AB\nUnited Kingdom",
      "phone": "+44 113 496 0000"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-00000000ad01",
          "label": "Home",
          "address": "14 Mill Lane\nLeeds LS1 4AB\nUnited Kingdom",
          "phone": "+44 113 496 0000",
          "isDefault": true
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "deleteAddress": {
    "method": "delete",
    "path": "/addresses/{id}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "204": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "setDefaultAddress": {
    "method": "put",
    "path": "/addresses/{id}/default",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-00000000ad01",
              "label": "Home",
              "address": "14 Mill Lane\nLeeds LS1 4AB\nUnited Kingdom",
              "phone": "+44 113 496 0000",
              "isDefault": true
            },
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-00000000ad02",
              "label": "Workshop",
              "address": "Unit 4, Canal Wharf\nLeeds LS11 5PS\nUnited Kingdom",
              "phone": "+44 113 496 0199",
              "isDefault": false
            }
          ],
          "nextCursor": null
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listReviews": {
    "method": "get",
    "path": "/reviews",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000a0001",
              "name": "Customer Demo",
              "title": "Balanced and tough",
              "details": "Drives 3-inch nails without fuss and the grip soaks up the shock.",
              "rating": 5,
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "verifiedPurchase": true,
              "createdAt": "2026-11-20T10:00:00.000Z"
            }
          ],
          "nextCursor": null
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "addReview": {
    "method": "post",
    "path": "/review",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "title": "Balanced and tough",
      "details": "Drives 3-inch nails without fuss and the grip soaks up the shock.",
      "rating": 5,
      "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000a0001",
          "name": "Customer Demo",
          "title": "Balanced and tough",
          "details": "Drives 3-inch nails without fuss and the grip soaks up the shock.",
          "rating": 5,
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "verifiedPurchase": true,
          "createdAt": "2026-11-20T10:00:00.000Z"
        }
      },
      "201": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000a0001",
          "name": "Customer Demo",
          "title": "Balanced and tough",
          "details": "Drives 3-inch nails without fuss and the grip soaks up the shock.",
          "rating": 5,
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "verifiedPurchase": true,
          "createdAt": "2026-11-20T10:00:00.000Z"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "placeOrder": {
    "method": "post",
    "path": "/order",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
      "quantity": 12,
      "address": "14 Mill Lane, Leeds LS1 4AB",
      "phone": "+44 113 496 0000"
    },
    "responses": {
      "201": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0001",
          "number": 1006,
          "userName": "Customer Demo",
          "email": "customer@handtools.test",
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "productName": "16 oz Fibreglass Claw Hammer",
          "quantity": 12,
          "unitPrice": "24.99",
          "price": "299.88",
          "subtotal": "299.88",
          "shipping": null,
          "country": null,
          "address": "14 Mill Lane, Leeds LS1 4AB",
          "phone": "+44 113 496 0000",
          "paid": false,
          "transactionId": null,
          "status": "unpaid",
          "createdAt": "2026-11-21T09:00:00.000Z",
          "holdExpiresAt": "2026-11-22T09:00:00.000Z",
          "paidAt": null,
          "shippedAt": null,
          "cancelledAt": null,
          "refundedAt": null,
          "refunded": "0.00",
          "tax": null,
          "documents": [],
          "vatNumber": null,
          "refunds": [],
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 12,
              "unitPrice": "24.99",
              "price": "299.88",
              "taxClass": null
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "422": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unprocessable Content",
          "status": 422,
          "detail": "This checkout was already placed with other details. Reload the page to start a new one.",
          "code": "idempotency_key_reused"
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listMyOrders": {
    "method": "get",
    "path": "/order/{key}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [
      "owner",
      "fulfilment",
      "support"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0001",
              "number": 1001,
              "userName": "Customer Demo",
              "email": "customer@handtools.test",
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 12,
              "unitPrice": "24.99",
              "price": "299.88",
              "subtotal": "299.88",
              "shipping": null,
              "country": null,
              "address": "14 Mill Lane, Leeds LS1 4AB",
              "phone": "+44 113 496 0000",
              "paid": false,
              "transactionId": null,
              "status": "unpaid",
              "createdAt": "2026-11-21T09:00:00.000Z",
              "holdExpiresAt": "2026-11-22T09:00:00.000Z",
              "paidAt": null,
              "shippedAt": null,
              "cancelledAt": null,
              "refundedAt": null,
              "refunded": "0.00",
              "tax": null,
              "documents": [],
              "vatNumber": null,
              "refunds": [],
              "lines": [
                {
                  "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
                  "productName": "16 oz Fibreglass Claw Hammer",
                  "quantity": 12,
                  "unitPrice": "24.99",
                  "price": "299.88",
                  "taxClass": null
                }
              ]
            },
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0002",
              "number": 1002,
              "userName": "Customer Demo",
              "email": "customer@handtools.test",
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 10,
              "unitPrice": "24.99",
              "price": "249.90",
              "subtotal": "249.90",
              "shipping": null,
              "country": null,
              "address": "14 Mill Lane, Leeds LS1 4AB",
              "phone": "+44 113 496 0000",
              "paid": true,
              "transactionId": "pi_test_0193a7d25c1e7b3a9f00",
              "status": "paid",
              "createdAt": "2026-11-20T09:00:00.000Z",
              "holdExpiresAt": null,
              "paidAt": "2026-11-20T09:05:00.000Z",
              "shippedAt": null,
              "cancelledAt": null,
              "refundedAt": null,
              "refunded": "0.00",
              "tax": null,
              "documents": [],
              "vatNumber": null,
              "refunds": [],
              "lines": [
                {
                  "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
                  "productName": "16 oz Fibreglass Claw Hammer",
                  "quantity": 10,
                  "unitPrice": "24.99",
                  "price": "249.90",
                  "taxClass": null
                }
              ]
            },
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0004",
              "number": 1003,
              "userName": "Customer Demo",
              "email": "customer@handtools.test",
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 10,
              "unitPrice": "24.99",
              "price": "249.90",
              "subtotal": "249.90",
              "shipping": null,
              "country": null,
              "address": "14 Mill Lane, Leeds LS1 4AB",
              "phone": "+44 113 496 0000",
              "paid": false,
              "transactionId": null,
              "status": "cancelled",
              "createdAt": "2026-11-18T09:00:00.000Z",
              "holdExpiresAt": null,
              "paidAt": null,
              "shippedAt": null,
              "cancelledAt": "2026-11-18T10:00:00.000Z",
              "refundedAt": "2026-11-18T10:01:00.000Z",
              "refunded": "249.90",
              "tax": null,
              "documents": [],
              "vatNumber": null,
              "refunds": [],
              "lines": [
                {
                  "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
                  "productName": "16 oz Fibreglass Claw Hammer",
                  "quantity": 10,
                  "unitPrice": "24.99",
                  "price": "249.90",
                  "taxClass": null
                }
              ]
            }
          ],
          "nextCursor": null
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "cancelOrder": {
    "method": "delete",
    "path": "/order/{key}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [
      "owner",
      "support"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0003",
          "number": 1009,
          "userName": "Customer Demo",
          "email": "customer@handtools.test",
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "productName": "16 oz Fibreglass Claw Hammer",
          "quantity": 10,
          "unitPrice": "24.99",
          "price": "249.90",
          "subtotal": "249.90",
          "shipping": null,
          "country": null,
          "address": "14 Mill Lane, Leeds LS1 4AB",
          "phone": "+44 113 496 0000",
          "paid": false,
          "transactionId": null,
          "status": "cancelled",
          "createdAt": "2026-11-19T09:00:00.000Z",
          "holdExpiresAt": null,
          "paidAt": null,
          "shippedAt": null,
          "cancelledAt": "2026-11-19T10:00:00.000Z",
          "refundedAt": null,
          "refunded": "0.00",
          "tax": null,
          "documents": [],
          "vatNumber": null,
          "refunds": [],
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 10,
              "unitPrice": "24.99",
              "price": "249.90",
              "taxClass": null
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "This order has just been paid, so it can no longer be cancelled."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "502": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Gateway",
          "status": 502,
          "detail": "The payment provider did not answer. Your order is unpaid; please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listAllOrders": {
    "method": "get",
    "path": "/orders",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "fulfilment",
      "support"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0002",
              "number": 1004,
              "userName": "Customer Demo",
              "email": "customer@handtools.test",
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 10,
              "unitPrice": "24.99",
              "price": "249.90",
              "subtotal": "249.90",
              "shipping": null,
              "country": null,
              "address": "14 Mill Lane, Leeds LS1 4AB",
              "phone": "+44 113 496 0000",
              "paid": true,
              "transactionId": "pi_test_0193a7d25c1e7b3a9f00",
              "status": "paid",
              "createdAt": "2026-11-20T09:00:00.000Z",
              "holdExpiresAt": null,
              "paidAt": "2026-11-20T09:05:00.000Z",
              "shippedAt": null,
              "cancelledAt": null,
              "refundedAt": null,
              "refunded": "0.00",
              "tax": null,
              "documents": [],
              "vatNumber": null,
              "refunds": [],
              "lines": [
                {
                  "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
                  "productName": "16 oz Fibreglass Claw Hammer",
                  "quantity": 10,
                  "unitPrice": "24.99",
                  "price": "249.90",
                  "taxClass": null
                }
              ]
            },
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0003",
              "number": 1005,
              "userName": "Customer Demo",
              "email": "customer@handtools.test",
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 10,
              "unitPrice": "24.99",
              "price": "249.90",
              "subtotal": "249.90",
              "shipping": null,
              "country": null,
              "address": "14 Mill Lane, Leeds LS1 4AB",
              "phone": "+44 113 496 0000",
              "paid": false,
              "transactionId": null,
              "status": "cancelled",
              "createdAt": "2026-11-19T09:00:00.000Z",
              "holdExpiresAt": null,
              "paidAt": null,
              "shippedAt": null,
              "cancelledAt": "2026-11-19T10:00:00.000Z",
              "refundedAt": null,
              "refunded": "0.00",
              "tax": null,
              "documents": [],
              "vatNumber": null,
              "refunds": [],
              "lines": [
                {
                  "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
                  "productName": "16 oz Fibreglass Claw Hammer",
                  "quantity": 10,
                  "unitPrice": "24.99",
                  "price": "249.90",
                  "taxClass": null
                }
              ]
            }
          ],
          "nextCursor": null
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "exportProducts": {
    "method": "get",
    "path": "/export/products",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "text/csv",
        "example": "slug,sku,name,category,brand,price,priceBreaks,minimum,available,weightGrams,taxClass,image,description\n16-oz-fibreglass-claw-hammer,FW-CH-16,16 oz Fibreglass Claw Hammer,hammers-and-striking,forgewell,24.99,50:22.49;100:19.99,10,420,1100,standard,/images/tools/claw-hammer.svg,\"Drop-forged carbon steel head, fibreglass handle.\"\n"
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "importProducts": {
    "method": "post",
    "path": "/product-imports",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "dryRun": true,
          "rows": 12,
          "added": 2,
          "updated": 10
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The photo is larger than 5 MB. Choose a smaller one."
        }
      },
      "422": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unprocessable Content",
          "status": 422,
          "detail": "The file has 2 problems; nothing was imported.",
          "code": "import_problems",
          "problems": [
            {
              "row": 3,
              "column": "price",
              "message": "Price must be in dollars with at most 2 decimals, like 24.99."
            },
            {
              "row": 7,
              "column": "category",
              "message": "There is no category “chisel”."
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "exportOrders": {
    "method": "get",
    "path": "/export/orders",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "fulfilment"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "text/csv",
        "example": "orderNumber,orderId,createdAt,status,customerName,customerEmail,address,phone,productId,productName,quantity,unitPrice,lineTotal,orderSubtotal,shippingMethod,shippingPrice,country,pricesIncludeTax,orderTax,orderTotal,refunded,transactionId,paidAt,shippedAt,cancelledAt,refundedAt\n1002,0193a7d2-5c1e-7b3a-9f00-0000000e0002,2026-11-20T09:00:00.000Z,paid,Customer Demo,customer@handtools.test,\"14 Mill Lane, Leeds LS1 4AB\",'+44 113 496 0000,0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f,16 oz Fibreglass Claw Hammer,10,24.99,249.90,249.90,Standard delivery,14.95,US,true,44.14,264.85,0.00,pi_test_0193a7d25c1e7b3a9f00,2026-11-20T09:05:00.000Z,,,\n"
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getOrder": {
    "method": "get",
    "path": "/orders/{id}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [
      "owner",
      "fulfilment",
      "support"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0001",
          "number": 1006,
          "userName": "Customer Demo",
          "email": "customer@handtools.test",
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "productName": "16 oz Fibreglass Claw Hammer",
          "quantity": 12,
          "unitPrice": "24.99",
          "price": "299.88",
          "subtotal": "299.88",
          "shipping": null,
          "country": null,
          "address": "14 Mill Lane, Leeds LS1 4AB",
          "phone": "+44 113 496 0000",
          "paid": false,
          "transactionId": null,
          "status": "unpaid",
          "createdAt": "2026-11-21T09:00:00.000Z",
          "holdExpiresAt": "2026-11-22T09:00:00.000Z",
          "paidAt": null,
          "shippedAt": null,
          "cancelledAt": null,
          "refundedAt": null,
          "refunded": "0.00",
          "tax": null,
          "documents": [],
          "vatNumber": null,
          "refunds": [],
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 12,
              "unitPrice": "24.99",
              "price": "299.88",
              "taxClass": null
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "markOrderPaid": {
    "method": "patch",
    "path": "/orders/{id}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "transactionId": "pi_test_0193a7d25c1e7b3a9f00"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0002",
          "number": 1007,
          "userName": "Customer Demo",
          "email": "customer@handtools.test",
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "productName": "16 oz Fibreglass Claw Hammer",
          "quantity": 10,
          "unitPrice": "24.99",
          "price": "249.90",
          "subtotal": "249.90",
          "shipping": null,
          "country": null,
          "address": "14 Mill Lane, Leeds LS1 4AB",
          "phone": "+44 113 496 0000",
          "paid": true,
          "transactionId": "pi_test_0193a7d25c1e7b3a9f00",
          "status": "paid",
          "createdAt": "2026-11-20T09:00:00.000Z",
          "holdExpiresAt": null,
          "paidAt": "2026-11-20T09:05:00.000Z",
          "shippedAt": null,
          "cancelledAt": null,
          "refundedAt": null,
          "refunded": "0.00",
          "tax": null,
          "documents": [],
          "vatNumber": null,
          "refunds": [],
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 10,
              "unitPrice": "24.99",
              "price": "249.90",
              "taxClass": null
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "402": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Payment Required",
          "status": 402,
          "detail": "Your card was declined.",
          "code": "card_declined"
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "This order was cancelled, so your payment has been refunded.",
          "code": "payment_refunded"
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "502": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Gateway",
          "status": 502,
          "detail": "The payment provider did not answer. Your order is unpaid; please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getOrderDocument": {
    "method": "get",
    "path": "/orders/{id}/documents/{documentId}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [
      "owner",
      "fulfilment",
      "support"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/pdf",
        "example": "%PDF-1.3 … (an A4 document: the seller, the buyer, the lines, the VAT per rate, the total)"
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listAuditEntries": {
    "method": "get",
    "path": "/audit-entries",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000a0001",
              "createdAt": "2026-11-20T09:00:00.000Z",
              "actor": {
                "userId": "0193a7d2-5c1e-7b3a-9f00-00000000a001",
                "email": "admin@handtools.test"
              },
              "kind": "product.price_changed",
              "subject": {
                "type": "product",
                "id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f"
              },
              "before": {
                "price": 24.99
              },
              "after": {
                "price": 19.99
              },
              "address": "203.0.113.7"
            }
          ],
          "nextCursor": null
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "exportAuditEntries": {
    "method": "get",
    "path": "/export/audit-entries",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "text/csv",
        "example": "entryId,createdAt,actorEmail,actorId,kind,subjectType,subjectId,before,after,address\n0193a7d2-5c1e-7b3a-9f00-0000000a0001,2026-11-20T09:00:00.000Z,admin@handtools.test,0193a7d2-5c1e-7b3a-9f00-00000000a001,product.price_changed,product,0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f,\"{\"\"price\"\":24.99}\",\"{\"\"price\"\":19.99}\",203.0.113.7\n"
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listProductHistory": {
    "method": "get",
    "path": "/products/{id}/history",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "catalogue"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000a0001",
              "createdAt": "2026-11-20T09:00:00.000Z",
              "actor": {
                "userId": "0193a7d2-5c1e-7b3a-9f00-00000000a001",
                "email": "admin@handtools.test"
              },
              "kind": "product.price_changed",
              "subject": {
                "type": "product",
                "id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f"
              },
              "before": {
                "price": 24.99
              },
              "after": {
                "price": 19.99
              },
              "address": "203.0.113.7"
            }
          ],
          "nextCursor": null
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "listOrderHistory": {
    "method": "get",
    "path": "/orders/{id}/history",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "fulfilment",
      "support"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "items": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-0000000a0001",
              "createdAt": "2026-11-20T09:00:00.000Z",
              "actor": {
                "userId": "0193a7d2-5c1e-7b3a-9f00-00000000a001",
                "email": "admin@handtools.test"
              },
              "kind": "product.price_changed",
              "subject": {
                "type": "product",
                "id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f"
              },
              "before": {
                "price": 24.99
              },
              "after": {
                "price": 19.99
              },
              "address": "203.0.113.7"
            }
          ],
          "nextCursor": null
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "shipOrder": {
    "method": "patch",
    "path": "/orders/{id}/ship",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "fulfilment"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0002",
          "number": 1008,
          "userName": "Customer Demo",
          "email": "customer@handtools.test",
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "productName": "16 oz Fibreglass Claw Hammer",
          "quantity": 10,
          "unitPrice": "24.99",
          "price": "249.90",
          "subtotal": "249.90",
          "shipping": null,
          "country": null,
          "address": "14 Mill Lane, Leeds LS1 4AB",
          "phone": "+44 113 496 0000",
          "paid": true,
          "transactionId": "pi_test_0193a7d25c1e7b3a9f00",
          "status": "shipped",
          "createdAt": "2026-11-20T09:00:00.000Z",
          "holdExpiresAt": null,
          "paidAt": "2026-11-20T09:05:00.000Z",
          "shippedAt": "2026-11-21T15:00:00.000Z",
          "cancelledAt": null,
          "refundedAt": null,
          "refunded": "0.00",
          "tax": null,
          "documents": [],
          "vatNumber": null,
          "refunds": [],
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 10,
              "unitPrice": "24.99",
              "price": "249.90",
              "taxClass": null
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "refundOrder": {
    "method": "post",
    "path": "/orders/{id}/refund",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "support"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0005",
          "number": 1011,
          "userName": "Customer Demo",
          "email": "customer@handtools.test",
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "productName": "16 oz Fibreglass Claw Hammer",
          "quantity": 10,
          "unitPrice": "24.99",
          "price": "249.90",
          "subtotal": "249.90",
          "shipping": null,
          "country": null,
          "address": "14 Mill Lane, Leeds LS1 4AB",
          "phone": "+44 113 496 0000",
          "paid": false,
          "transactionId": "pi_test_0193a7d25c1e7b3a9f05",
          "status": "refunded",
          "createdAt": "2026-11-18T09:00:00.000Z",
          "holdExpiresAt": null,
          "paidAt": "2026-11-18T09:05:00.000Z",
          "shippedAt": null,
          "cancelledAt": null,
          "refundedAt": "2026-11-19T11:00:00.000Z",
          "refunded": "249.90",
          "tax": null,
          "documents": [],
          "vatNumber": null,
          "refunds": [
            {
              "id": "0193a7d2-5c1e-7b3a-9f00-0000000f0001",
              "amount": "249.90",
              "shipping": "0.00",
              "lines": [
                {
                  "line": 0,
                  "productName": "16 oz Fibreglass Claw Hammer",
                  "quantity": 10,
                  "restocked": true
                }
              ],
              "outsideShop": false,
              "createdAt": "2026-11-19T11:00:00.000Z"
            }
          ],
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 10,
              "unitPrice": "24.99",
              "price": "249.90",
              "taxClass": null
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "This order has already been refunded.",
          "code": "already_refunded"
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "502": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Gateway",
          "status": 502,
          "detail": "The payment provider did not answer. Your order is unpaid; please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "refundOrderPart": {
    "method": "post",
    "path": "/orders/{id}/refunds",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "support"
    ],
    "requestExample": {
      "lines": [
        {
          "line": 0,
          "quantity": 2,
          "restock": true
        }
      ],
      "shipping": false
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0005",
          "number": 1011,
          "userName": "Customer Demo",
          "email": "customer@handtools.test",
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "productName": "16 oz Fibreglass Claw Hammer",
          "quantity": 10,
          "unitPrice": "24.99",
          "price": "249.90",
          "subtotal": "249.90",
          "shipping": null,
          "country": null,
          "address": "14 Mill Lane, Leeds LS1 4AB",
          "phone": "+44 113 496 0000",
          "paid": false,
          "transactionId": "pi_test_0193a7d25c1e7b3a9f05",
          "status": "refunded",
          "createdAt": "2026-11-18T09:00:00.000Z",
          "holdExpiresAt": null,
          "paidAt": "2026-11-18T09:05:00.000Z",
          "shippedAt": null,
          "cancelledAt": null,
          "refundedAt": "2026-11-19T11:00:00.000Z",
          "refunded": "249.90",
          "tax": null,
          "documents": [],
          "vatNumber": null,
          "refunds": [
            {
              "id": "0193a7d2-5c1e-7b3a-9f00-0000000f0001",
              "amount": "249.90",
              "shipping": "0.00",
              "lines": [
                {
                  "line": 0,
                  "productName": "16 oz Fibreglass Claw Hammer",
                  "quantity": 10,
                  "restocked": true
                }
              ],
              "outsideShop": false,
              "createdAt": "2026-11-19T11:00:00.000Z"
            }
          ],
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 10,
              "unitPrice": "24.99",
              "price": "249.90",
              "taxClass": null
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 1 × 16 oz Fibreglass Claw Hammer is left to refund.",
          "code": "refund_exceeds"
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "502": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Gateway",
          "status": 502,
          "detail": "The payment provider did not answer. Your order is unpaid; please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "recordOutsideRefund": {
    "method": "post",
    "path": "/orders/{id}/outside-refund",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner",
      "support"
    ],
    "requestExample": {
      "note": "Bank transfer to the customer's account, reference R-1042."
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0005",
          "number": 1011,
          "userName": "Customer Demo",
          "email": "customer@handtools.test",
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "productName": "16 oz Fibreglass Claw Hammer",
          "quantity": 10,
          "unitPrice": "24.99",
          "price": "249.90",
          "subtotal": "249.90",
          "shipping": null,
          "country": null,
          "address": "14 Mill Lane, Leeds LS1 4AB",
          "phone": "+44 113 496 0000",
          "paid": false,
          "transactionId": "pi_test_0193a7d25c1e7b3a9f05",
          "status": "refunded",
          "createdAt": "2026-11-18T09:00:00.000Z",
          "holdExpiresAt": null,
          "paidAt": "2026-11-18T09:05:00.000Z",
          "shippedAt": null,
          "cancelledAt": null,
          "refundedAt": "2026-11-19T11:00:00.000Z",
          "refunded": "249.90",
          "tax": null,
          "documents": [],
          "vatNumber": null,
          "refunds": [
            {
              "id": "0193a7d2-5c1e-7b3a-9f00-0000000f0001",
              "amount": "249.90",
              "shipping": "0.00",
              "lines": [
                {
                  "line": 0,
                  "productName": "16 oz Fibreglass Claw Hammer",
                  "quantity": 10,
                  "restocked": true
                }
              ],
              "outsideShop": false,
              "createdAt": "2026-11-19T11:00:00.000Z"
            }
          ],
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 10,
              "unitPrice": "24.99",
              "price": "249.90",
              "taxClass": null
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "This order has already been refunded.",
          "code": "already_refunded"
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getOverview": {
    "method": "get",
    "path": "/overview",
    "signedIn": true,
    "staffOnly": true,
    "roles": [
      "owner"
    ],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "days": [
            {
              "day": "2026-11-19",
              "orders": 0,
              "revenue": "0.00"
            },
            {
              "day": "2026-11-20",
              "orders": 3,
              "revenue": "249.90"
            }
          ],
          "awaitingShipment": 1,
          "lowStock": [
            {
              "_id": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "name": "16 oz Fibreglass Claw Hammer",
              "available": 4,
              "minimum": 10
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getCart": {
    "method": "get",
    "path": "/cart",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "name": "16 oz Fibreglass Claw Hammer",
              "image": "/images/tools/claw-hammer.svg",
              "unitPrice": "24.99",
              "quantity": 12,
              "lineTotal": "299.88",
              "available": 420,
              "minimum": 10,
              "issue": null,
              "nextBreak": {
                "minQuantity": 50,
                "more": 38,
                "unitPrice": "22.49"
              }
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e70",
              "name": "24 oz Hickory Ball-Peen Hammer",
              "image": "/images/tools/ball-peen-hammer.svg",
              "unitPrice": "28.50",
              "quantity": 2,
              "lineTotal": "57.00",
              "available": 60,
              "minimum": 2,
              "issue": null
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e71",
              "name": "200 mm Needle-Nose Pliers",
              "image": "/images/tools/needle-nose-pliers.svg",
              "unitPrice": "12.50",
              "quantity": 5,
              "lineTotal": "62.50",
              "available": 0,
              "minimum": 5,
              "issue": "out_of_stock"
            }
          ],
          "total": "356.88"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "setCartLine": {
    "method": "put",
    "path": "/cart/lines/{productId}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "quantity": 12
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "name": "16 oz Fibreglass Claw Hammer",
              "image": "/images/tools/claw-hammer.svg",
              "unitPrice": "24.99",
              "quantity": 12,
              "lineTotal": "299.88",
              "available": 420,
              "minimum": 10,
              "issue": null,
              "nextBreak": {
                "minQuantity": 50,
                "more": 38,
                "unitPrice": "22.49"
              }
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e70",
              "name": "24 oz Hickory Ball-Peen Hammer",
              "image": "/images/tools/ball-peen-hammer.svg",
              "unitPrice": "28.50",
              "quantity": 2,
              "lineTotal": "57.00",
              "available": 60,
              "minimum": 2,
              "issue": null
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e71",
              "name": "200 mm Needle-Nose Pliers",
              "image": "/images/tools/needle-nose-pliers.svg",
              "unitPrice": "12.50",
              "quantity": 5,
              "lineTotal": "62.50",
              "available": 0,
              "minimum": 5,
              "issue": "out_of_stock"
            }
          ],
          "total": "356.88"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The minimum order for this tool is 10."
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "removeCartLine": {
    "method": "delete",
    "path": "/cart/lines/{productId}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "lines": [],
          "total": "0.00"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "mergeCart": {
    "method": "post",
    "path": "/cart/merge",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "lines": [
        {
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "quantity": 12
        },
        {
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e70",
          "quantity": 2
        }
      ]
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "name": "16 oz Fibreglass Claw Hammer",
              "image": "/images/tools/claw-hammer.svg",
              "unitPrice": "24.99",
              "quantity": 12,
              "lineTotal": "299.88",
              "available": 420,
              "minimum": 10,
              "issue": null,
              "nextBreak": {
                "minQuantity": 50,
                "more": 38,
                "unitPrice": "22.49"
              }
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e70",
              "name": "24 oz Hickory Ball-Peen Hammer",
              "image": "/images/tools/ball-peen-hammer.svg",
              "unitPrice": "28.50",
              "quantity": 2,
              "lineTotal": "57.00",
              "available": 60,
              "minimum": 2,
              "issue": null
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e71",
              "name": "200 mm Needle-Nose Pliers",
              "image": "/images/tools/needle-nose-pliers.svg",
              "unitPrice": "12.50",
              "quantity": 5,
              "lineTotal": "62.50",
              "available": 0,
              "minimum": 5,
              "issue": "out_of_stock"
            }
          ],
          "total": "356.88"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "priceCart": {
    "method": "post",
    "path": "/cart/price",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "lines": [
        {
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "quantity": 12
        },
        {
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e70",
          "quantity": 2
        }
      ]
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "name": "16 oz Fibreglass Claw Hammer",
              "image": "/images/tools/claw-hammer.svg",
              "unitPrice": "24.99",
              "quantity": 12,
              "lineTotal": "299.88",
              "available": 420,
              "minimum": 10,
              "issue": null,
              "nextBreak": {
                "minQuantity": 50,
                "more": 38,
                "unitPrice": "22.49"
              }
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e70",
              "name": "24 oz Hickory Ball-Peen Hammer",
              "image": "/images/tools/ball-peen-hammer.svg",
              "unitPrice": "28.50",
              "quantity": 2,
              "lineTotal": "57.00",
              "available": 60,
              "minimum": 2,
              "issue": null
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e71",
              "name": "200 mm Needle-Nose Pliers",
              "image": "/images/tools/needle-nose-pliers.svg",
              "unitPrice": "12.50",
              "quantity": 5,
              "lineTotal": "62.50",
              "available": 0,
              "minimum": 5,
              "issue": "out_of_stock"
            }
          ],
          "total": "356.88"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getVisitorCart": {
    "method": "get",
    "path": "/visitor-cart",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "name": "16 oz Fibreglass Claw Hammer",
              "image": "/images/tools/claw-hammer.svg",
              "unitPrice": "24.99",
              "quantity": 12,
              "lineTotal": "299.88",
              "available": 420,
              "minimum": 10,
              "issue": null,
              "nextBreak": {
                "minQuantity": 50,
                "more": 38,
                "unitPrice": "22.49"
              }
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e70",
              "name": "24 oz Hickory Ball-Peen Hammer",
              "image": "/images/tools/ball-peen-hammer.svg",
              "unitPrice": "28.50",
              "quantity": 2,
              "lineTotal": "57.00",
              "available": 60,
              "minimum": 2,
              "issue": null
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e71",
              "name": "200 mm Needle-Nose Pliers",
              "image": "/images/tools/needle-nose-pliers.svg",
              "unitPrice": "12.50",
              "quantity": 5,
              "lineTotal": "62.50",
              "available": 0,
              "minimum": 5,
              "issue": "out_of_stock"
            }
          ],
          "total": "356.88"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "addToVisitorCart": {
    "method": "post",
    "path": "/visitor-cart/lines",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
      "quantity": 12
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "name": "16 oz Fibreglass Claw Hammer",
              "image": "/images/tools/claw-hammer.svg",
              "unitPrice": "24.99",
              "quantity": 12,
              "lineTotal": "299.88",
              "available": 420,
              "minimum": 10,
              "issue": null,
              "nextBreak": {
                "minQuantity": 50,
                "more": 38,
                "unitPrice": "22.49"
              }
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e70",
              "name": "24 oz Hickory Ball-Peen Hammer",
              "image": "/images/tools/ball-peen-hammer.svg",
              "unitPrice": "28.50",
              "quantity": 2,
              "lineTotal": "57.00",
              "available": 60,
              "minimum": 2,
              "issue": null
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e71",
              "name": "200 mm Needle-Nose Pliers",
              "image": "/images/tools/needle-nose-pliers.svg",
              "unitPrice": "12.50",
              "quantity": 5,
              "lineTotal": "62.50",
              "available": 0,
              "minimum": 5,
              "issue": "out_of_stock"
            }
          ],
          "total": "356.88"
        }
      },
      "303": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "setVisitorCartLine": {
    "method": "post",
    "path": "/visitor-cart/lines/{productId}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "quantity": 12
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "name": "16 oz Fibreglass Claw Hammer",
              "image": "/images/tools/claw-hammer.svg",
              "unitPrice": "24.99",
              "quantity": 12,
              "lineTotal": "299.88",
              "available": 420,
              "minimum": 10,
              "issue": null,
              "nextBreak": {
                "minQuantity": 50,
                "more": 38,
                "unitPrice": "22.49"
              }
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e70",
              "name": "24 oz Hickory Ball-Peen Hammer",
              "image": "/images/tools/ball-peen-hammer.svg",
              "unitPrice": "28.50",
              "quantity": 2,
              "lineTotal": "57.00",
              "available": 60,
              "minimum": 2,
              "issue": null
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e71",
              "name": "200 mm Needle-Nose Pliers",
              "image": "/images/tools/needle-nose-pliers.svg",
              "unitPrice": "12.50",
              "quantity": 5,
              "lineTotal": "62.50",
              "available": 0,
              "minimum": 5,
              "issue": "out_of_stock"
            }
          ],
          "total": "356.88"
        }
      },
      "303": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getVisitorCheckoutDetails": {
    "method": "get",
    "path": "/visitor-cart/checkout-details",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "details": {
            "email": "ada@example.com",
            "address": "14 Mill Lane, Leeds LS1 4AB",
            "phone": "+44 113 496 0000"
          }
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "saveVisitorCheckoutDetails": {
    "method": "post",
    "path": "/visitor-cart/checkout-details",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "email": "ada@example.com",
      "address": "14 Mill Lane, Leeds LS1 4AB",
      "phone": "+44 113 496 0000"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "details": {
            "email": "ada@example.com",
            "address": "14 Mill Lane, Leeds LS1 4AB",
            "phone": "+44 113 496 0000"
          }
        }
      },
      "303": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "checkout": {
    "method": "post",
    "path": "/checkout",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "address": "14 Mill Lane, Leeds LS1 4AB",
      "phone": "+44 113 496 0000",
      "expectedTotal": "356.88"
    },
    "responses": {
      "201": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0005",
          "number": 1012,
          "userName": "Customer Demo",
          "email": "customer@handtools.test",
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "productName": "16 oz Fibreglass Claw Hammer",
          "quantity": 14,
          "unitPrice": "24.99",
          "price": "356.88",
          "subtotal": "356.88",
          "shipping": null,
          "country": null,
          "address": "14 Mill Lane, Leeds LS1 4AB",
          "phone": "+44 113 496 0000",
          "paid": false,
          "transactionId": null,
          "status": "unpaid",
          "createdAt": "2026-11-21T09:00:00.000Z",
          "holdExpiresAt": "2026-11-22T09:00:00.000Z",
          "paidAt": null,
          "shippedAt": null,
          "cancelledAt": null,
          "refundedAt": null,
          "refunded": "0.00",
          "tax": null,
          "documents": [],
          "vatNumber": null,
          "refunds": [],
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 12,
              "unitPrice": "24.99",
              "price": "299.88",
              "taxClass": null
            },
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e70",
              "productName": "24 oz Hickory Ball-Peen Hammer",
              "quantity": 2,
              "unitPrice": "28.50",
              "price": "57.00",
              "taxClass": null
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Some tools in your cart can’t be ordered as they are: 16 oz Fibreglass Claw Hammer (only 3 left). Nothing was ordered.",
          "code": "lines_unavailable",
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "name": "16 oz Fibreglass Claw Hammer",
              "image": "/images/tools/claw-hammer.svg",
              "unitPrice": "24.99",
              "quantity": 12,
              "lineTotal": "299.88",
              "available": 3,
              "minimum": 1,
              "issue": "exceeds_stock"
            }
          ]
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "422": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unprocessable Content",
          "status": 422,
          "detail": "This checkout was already placed with other details. Reload the page to start a new one.",
          "code": "idempotency_key_reused"
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "guestCheckout": {
    "method": "post",
    "path": "/guest/checkout",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "email": "ada@example.com",
      "address": "14 Mill Lane, Leeds LS1 4AB",
      "phone": "+44 113 496 0000",
      "lines": [
        {
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "quantity": 2
        }
      ],
      "expectedTotal": "49.98"
    },
    "responses": {
      "201": {
        "contentType": "application/json",
        "example": {
          "key": "4favihYS0iFDPzXndGgOglJaYMhVsg_YS0vTUGZTe6o",
          "order": {
            "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0009",
            "number": 1009,
            "userName": "Guest",
            "email": "ada@example.com",
            "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
            "productName": "16 oz Fibreglass Claw Hammer",
            "quantity": 2,
            "unitPrice": "24.99",
            "price": "49.98",
            "subtotal": "49.98",
            "shipping": null,
            "country": null,
            "address": "14 Mill Lane, Leeds LS1 4AB",
            "phone": "+44 113 496 0000",
            "paid": false,
            "transactionId": null,
            "status": "unpaid",
            "createdAt": "2026-11-21T09:00:00.000Z",
            "holdExpiresAt": "2026-11-22T09:00:00.000Z",
            "paidAt": null,
            "shippedAt": null,
            "cancelledAt": null,
            "refundedAt": null,
            "refunded": "0.00",
            "tax": null,
            "documents": [],
            "vatNumber": null,
            "refunds": [],
            "lines": [
              {
                "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
                "productName": "16 oz Fibreglass Claw Hammer",
                "quantity": 2,
                "unitPrice": "24.99",
                "price": "49.98",
                "taxClass": null
              }
            ]
          }
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "You have 3 unpaid orders. Pay or cancel one before ordering more."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "422": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unprocessable Content",
          "status": 422,
          "detail": "This checkout was already placed with other details. Reload the page to start a new one.",
          "code": "idempotency_key_reused"
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getGuestOrder": {
    "method": "get",
    "path": "/guest/orders/{id}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0001",
          "number": 1006,
          "userName": "Customer Demo",
          "email": "customer@handtools.test",
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "productName": "16 oz Fibreglass Claw Hammer",
          "quantity": 12,
          "unitPrice": "24.99",
          "price": "299.88",
          "subtotal": "299.88",
          "shipping": null,
          "country": null,
          "address": "14 Mill Lane, Leeds LS1 4AB",
          "phone": "+44 113 496 0000",
          "paid": false,
          "transactionId": null,
          "status": "unpaid",
          "createdAt": "2026-11-21T09:00:00.000Z",
          "holdExpiresAt": "2026-11-22T09:00:00.000Z",
          "paidAt": null,
          "shippedAt": null,
          "cancelledAt": null,
          "refundedAt": null,
          "refunded": "0.00",
          "tax": null,
          "documents": [],
          "vatNumber": null,
          "refunds": [],
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 12,
              "unitPrice": "24.99",
              "price": "299.88",
              "taxClass": null
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "markGuestOrderPaid": {
    "method": "patch",
    "path": "/guest/orders/{id}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "transactionId": "pi_test_0193a7d25c1e7b3a9f00"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0002",
          "number": 1007,
          "userName": "Customer Demo",
          "email": "customer@handtools.test",
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "productName": "16 oz Fibreglass Claw Hammer",
          "quantity": 10,
          "unitPrice": "24.99",
          "price": "249.90",
          "subtotal": "249.90",
          "shipping": null,
          "country": null,
          "address": "14 Mill Lane, Leeds LS1 4AB",
          "phone": "+44 113 496 0000",
          "paid": true,
          "transactionId": "pi_test_0193a7d25c1e7b3a9f00",
          "status": "paid",
          "createdAt": "2026-11-20T09:00:00.000Z",
          "holdExpiresAt": null,
          "paidAt": "2026-11-20T09:05:00.000Z",
          "shippedAt": null,
          "cancelledAt": null,
          "refundedAt": null,
          "refunded": "0.00",
          "tax": null,
          "documents": [],
          "vatNumber": null,
          "refunds": [],
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 10,
              "unitPrice": "24.99",
              "price": "249.90",
              "taxClass": null
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "402": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Payment Required",
          "status": 402,
          "detail": "Your card was declined.",
          "code": "card_declined"
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "502": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Gateway",
          "status": 502,
          "detail": "The payment provider did not answer. Your order is unpaid; please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "cancelGuestOrder": {
    "method": "delete",
    "path": "/guest/orders/{id}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "_id": "0193a7d2-5c1e-7b3a-9f00-0000000e0001",
          "number": 1006,
          "userName": "Customer Demo",
          "email": "customer@handtools.test",
          "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
          "productName": "16 oz Fibreglass Claw Hammer",
          "quantity": 12,
          "unitPrice": "24.99",
          "price": "299.88",
          "subtotal": "299.88",
          "shipping": null,
          "country": null,
          "address": "14 Mill Lane, Leeds LS1 4AB",
          "phone": "+44 113 496 0000",
          "paid": false,
          "transactionId": null,
          "status": "unpaid",
          "createdAt": "2026-11-21T09:00:00.000Z",
          "holdExpiresAt": "2026-11-22T09:00:00.000Z",
          "paidAt": null,
          "shippedAt": null,
          "cancelledAt": null,
          "refundedAt": null,
          "refunded": "0.00",
          "tax": null,
          "documents": [],
          "vatNumber": null,
          "refunds": [],
          "lines": [
            {
              "productId": "0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f",
              "productName": "16 oz Fibreglass Claw Hammer",
              "quantity": 12,
              "unitPrice": "24.99",
              "price": "299.88",
              "taxClass": null
            }
          ]
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "502": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Gateway",
          "status": 502,
          "detail": "The payment provider did not answer. Your order is unpaid; please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "getGuestOrderDocument": {
    "method": "get",
    "path": "/guest/orders/{id}/documents/{documentId}",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/pdf",
        "example": "%PDF-1.3 … (an A4 document: the seller, the buyer, the lines, the VAT per rate, the total)"
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "createGuestPaymentIntent": {
    "method": "post",
    "path": "/guest/orders/{id}/payment-intent",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "provider": "test",
          "clientSecret": "pi_test_0193a7d25c1e7b3a9f00_secret_5d1c",
          "paymentIntentId": "pi_test_0193a7d25c1e7b3a9f00",
          "amount": 29988,
          "currency": "usd"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "502": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Gateway",
          "status": 502,
          "detail": "The payment provider did not answer. Your order is unpaid; please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "confirmGuestTestPayment": {
    "method": "post",
    "path": "/guest/orders/{id}/test-payment",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "clientSecret": "pi_test_0193a7d25c1e7b3a9f00_secret_5d1c",
      "card": {
        "number": "4242 4242 4242 4242",
        "expiry": "12/30",
        "cvc": "123"
      },
      "billingDetails": {
        "name": "Ada Guest",
        "email": "ada@example.com"
      }
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "paymentIntentId": "pi_test_0193a7d25c1e7b3a9f00",
          "status": "succeeded"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "402": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Payment Required",
          "status": 402,
          "detail": "Your card was declined.",
          "code": "card_declined"
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "createPaymentIntent": {
    "method": "post",
    "path": "/create-payment-intent",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "orderId": "0193a7d2-5c1e-7b3a-9f00-0000000e0001"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "provider": "test",
          "clientSecret": "pi_test_0193a7d25c1e7b3a9f00_secret_5d1c",
          "paymentIntentId": "pi_test_0193a7d25c1e7b3a9f00",
          "amount": 29988,
          "currency": "usd"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "502": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Gateway",
          "status": 502,
          "detail": "The payment provider did not answer. Your order is unpaid; please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "confirmTestPayment": {
    "method": "post",
    "path": "/payments/test/confirm",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "clientSecret": "pi_test_0193a7d25c1e7b3a9f00_secret_5d1c",
      "card": {
        "number": "4242 4242 4242 4242",
        "expiry": "12/30",
        "cvc": "123"
      },
      "billingDetails": {
        "name": "Customer Demo",
        "email": "customer@handtools.test"
      }
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "paymentIntentId": "pi_test_0193a7d25c1e7b3a9f00",
          "status": "succeeded"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "402": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Payment Required",
          "status": 402,
          "detail": "Your card was declined.",
          "code": "card_declined"
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "handleStripeWebhook": {
    "method": "post",
    "path": "/webhooks/stripe",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "id": "evt_1",
      "type": "payment_intent.succeeded",
      "data": {
        "object": {
          "id": "pi_1"
        }
      }
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "received": true
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "404": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Not Found",
          "status": 404,
          "detail": "No product with that id."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "502": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Gateway",
          "status": 502,
          "detail": "The payment provider did not answer. Your order is unpaid; please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "signInWithPassword": {
    "method": "post",
    "path": "/sign-in",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "email": "customer@handtools.test",
      "password": "Customer#2026"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMTkzIn0.c2lnbmF0dXJl",
          "expiresAt": "2026-11-22T13:00:00.000Z",
          "user": {
            "_id": "0193a7d2-5c1e-7b3a-9f00-00000000c001",
            "email": "customer@handtools.test",
            "name": "Customer Demo",
            "role": "customer",
            "disabled": false
          },
          "secondFactor": "not_needed"
        }
      },
      "303": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "registerWithPassword": {
    "method": "post",
    "path": "/register",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "name": "Sam Turner",
      "email": "sam@example.com",
      "password": "hickory-16oz"
    },
    "responses": {
      "201": {
        "contentType": "application/json",
        "example": {
          "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMTkzIn0.c2lnbmF0dXJl",
          "expiresAt": "2026-11-22T13:00:00.000Z",
          "user": {
            "_id": "0193a7d2-5c1e-7b3a-9f00-00000000c001",
            "email": "customer@handtools.test",
            "name": "Customer Demo",
            "role": "customer",
            "disabled": false
          },
          "secondFactor": "not_needed"
        }
      },
      "303": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "403": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Forbidden",
          "status": 403,
          "detail": "Your role doesn't allow this."
        }
      },
      "409": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Conflict",
          "status": 409,
          "detail": "Only 3 left in stock."
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "claimSignInHandOver": {
    "method": "post",
    "path": "/sign-in/hand-over",
    "signedIn": true,
    "staffOnly": false,
    "roles": [],
    "requestExample": null,
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMTkzIn0.c2lnbmF0dXJl",
          "expiresAt": "2026-11-22T13:00:00.000Z",
          "user": {
            "_id": "0193a7d2-5c1e-7b3a-9f00-00000000c001",
            "email": "customer@handtools.test",
            "name": "Customer Demo",
            "role": "customer",
            "disabled": false
          },
          "secondFactor": "not_needed"
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "401": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unauthorized",
          "status": 401,
          "detail": "Please sign in again."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "sendContactMessage": {
    "method": "post",
    "path": "/contact",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "name": "Sam Turner",
      "email": "sam@example.com",
      "message": "Do you sell replacement hickory handles for the 16 oz hammer?"
    },
    "responses": {
      "201": {
        "contentType": "application/json",
        "example": {
          "message": "Thanks for your message. We reply within one working day."
        }
      },
      "303": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "subscribeNewsletter": {
    "method": "post",
    "path": "/newsletter",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "email": "sam@example.com"
    },
    "responses": {
      "200": {
        "contentType": "application/json",
        "example": {
          "message": "You're subscribed. Watch your inbox for new tools and offers."
        }
      },
      "201": {
        "contentType": "application/json",
        "example": {
          "message": "You're subscribed. Watch your inbox for new tools and offers."
        }
      },
      "303": {
        "contentType": null,
        "example": null
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  },
  "requestPasswordReset": {
    "method": "post",
    "path": "/password-resets",
    "signedIn": false,
    "staffOnly": false,
    "roles": [],
    "requestExample": {
      "email": "sam@example.com"
    },
    "responses": {
      "202": {
        "contentType": "application/json",
        "example": {
          "message": "If an account uses that address, we’ve emailed it a link to choose a new password."
        }
      },
      "400": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Bad Request",
          "status": 400,
          "detail": "The request is invalid: request/body/quantity must be >= 1",
          "errors": [
            {
              "path": "/body/quantity",
              "message": "must be >= 1"
            }
          ]
        }
      },
      "413": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Content Too Large",
          "status": 413,
          "detail": "The request body is too large."
        }
      },
      "415": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Unsupported Media Type",
          "status": 415,
          "detail": "Send the request body as JSON (Content-Type: application/json)."
        }
      },
      "429": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Too Many Requests",
          "status": 429,
          "detail": "Too many requests. Please try again in a minute."
        }
      },
      "500": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Internal Server Error",
          "status": 500,
          "detail": "Something went wrong on our side. Please try again."
        }
      },
      "503": {
        "contentType": "application/problem+json",
        "example": {
          "type": "about:blank",
          "title": "Service Unavailable",
          "status": 503,
          "detail": "The shop is temporarily unavailable. Please try again shortly."
        }
      }
    }
  }
} as const;

export type OperationId = keyof typeof operations;
